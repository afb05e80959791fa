import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInteger } from '../../core/format';
import { PageControls } from '../shared/page-controls';
import { lastPageOf } from '../shared/page-input';
import { optionCode, optionLabel, SELECTED_PAGE_SIZE, type LookupOption } from './lookup-options';
import '../../core/widgets-text';

export interface SelectedPanelProps {
  selected: readonly LookupOption[];
  code: string;
  label: string;
  onRemove: (option: LookupOption) => void;
}

/** The chosen items of a multi lookup, 8 a page (spec §9), each removable. */
export function SelectedPanel({ selected, code, label, onRemove }: SelectedPanelProps) {
  const { t } = useTranslation('widgets');
  const [page, setPage] = useState(1);
  // Removing the last item of the last page must not strand the panel on an empty page.
  const current = Math.min(page, lastPageOf(selected.length, SELECTED_PAGE_SIZE));
  const shown = selected.slice((current - 1) * SELECTED_PAGE_SIZE, current * SELECTED_PAGE_SIZE);
  return (
    <Box component="section" aria-label={t('lookup.selected', { count: formatInteger(selected.length) })} sx={{ minWidth: 220 }}>
      <Typography variant="subtitle2">{t('lookup.selected', { count: formatInteger(selected.length) })}</Typography>
      {selected.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {t('lookup.notChosen')}
        </Typography>
      ) : (
        <List dense>
          {shown.map((option) => (
            <ListItem
              key={optionCode(option, code)}
              disableGutters
              secondaryAction={
                <IconButton edge="end" size="small" aria-label={`${t('lookup.remove')} ${optionLabel(option, label)}`} onClick={() => onRemove(option)}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemText primary={optionLabel(option, label)} />
            </ListItem>
          ))}
        </List>
      )}
      {selected.length > SELECTED_PAGE_SIZE && <PageControls page={current} total={selected.length} limit={SELECTED_PAGE_SIZE} onPage={setPage} />}
    </Box>
  );
}
