import AddIcon from '@mui/icons-material/Add';
import FilterListIcon from '@mui/icons-material/FilterList';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The list's toolbar: search box and the buttons a module allows. */
export interface ListToolbarProps {
  search?: string;
  onSearch: (search: string) => void;
  onColumns?: () => void;
  onFilter?: () => void;
  filterActive?: boolean;
  onImport?: () => void;
  onCreate?: () => void;
  /** The export button, when the module exports. */
  exportSlot?: ReactNode;
}

/** Search (on Enter or after a pause), columns, filter, export, import and add-new (spec §2). */
export function ListToolbar({ search = '', onSearch, onColumns, onFilter, filterActive, onImport, onCreate, exportSlot }: ListToolbarProps) {
  const { t } = useTranslation('data-screen');
  const [draft, setDraft] = useState(search);
  useEffect(() => setDraft(search), [search]);
  useEffect(() => {
    if (draft.trim() === search) return;
    const timer = setTimeout(() => onSearch(draft.trim()), 500);
    return () => clearTimeout(timer);
  }, [draft, search, onSearch]);
  return (
    <Stack direction="row" gap={1} flexWrap="wrap" alignItems="center">
      <TextField
        size="small"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(draft.trim());
        }}
        placeholder={t('search.placeholder')}
        sx={{ minWidth: 240, flex: '1 1 240px', maxWidth: 360 }}
        slotProps={{
          htmlInput: { 'aria-label': t('search.label') },
          input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
        }}
      />
      <Stack direction="row" gap={1} flexWrap="wrap" sx={{ ml: 'auto' }}>
        {onColumns ? <Button variant="outlined" startIcon={<ViewColumnIcon />} onClick={onColumns}>{t('action.columns')}</Button> : null}
        {onFilter ? (
          <Button variant={filterActive ? 'contained' : 'outlined'} startIcon={<FilterListIcon />} onClick={onFilter}>
            {t('action.filter')}
          </Button>
        ) : null}
        {exportSlot}
        {onImport ? <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={onImport}>{t('action.import')}</Button> : null}
        {onCreate ? <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>{t('action.add')}</Button> : null}
      </Stack>
    </Stack>
  );
}
