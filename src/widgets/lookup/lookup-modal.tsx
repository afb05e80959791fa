import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListPointer } from '../../core/config/field-config';
import { PageControls } from '../shared/page-controls';
import { LOOKUP_PAGE_SIZE, optionCode, toggleMulti, toggleSingle, TYPEAHEAD_MIN_CHARS, typeaheadSearch, type LookupOption } from './lookup-options';
import { LookupTable } from './lookup-table';
import { type LookupSelectAll, SelectAllOffer } from './select-all-offer';
import { SelectedPanel } from './selected-panel';
import { useLookupPage } from './use-lookup-page';
import '../../core/widgets-text';

export interface LookupModalProps {
  open: boolean;
  /** The field's label, used in the title and as the label column's header. */
  label: string;
  pointer: ListPointer;
  multiple: boolean;
  /** The selection when the modal opens (0 or 1 item in single mode). */
  initial: readonly LookupOption[];
  /** filterAPI values for the dataset call. */
  params?: Record<string, unknown>;
  /** Spec §4: the selection is emitted when the modal closes, however it closes. */
  onClose: (selection: LookupOption[]) => void;
  /** Multi mode: offered once the whole page is chosen, to choose every option of the list. */
  selectAll?: LookupSelectAll;
}

const SEARCH_DELAY_MS = 300;

/** The lookup picker's modal: searchable, paged options and, in multi mode, the selected panel. */
export function LookupModal({ open, label, pointer, multiple, initial, params, onClose, selectAll }: LookupModalProps) {
  const { t } = useTranslation('widgets');
  const [selection, setSelection] = useState<LookupOption[]>([...initial]);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data, isFetching } = useLookupPage({ pointer, page, search, params, enabled: open });

  const wanted = typeaheadSearch(typed);
  const tooShort = typed.trim().length > 0 && wanted === '';

  useEffect(() => {
    if (wanted === search) return;
    const timer = window.setTimeout(() => {
      setSearch(wanted);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [wanted, search]);

  const chosen = useMemo(() => new Set(selection.map((option) => optionCode(option, pointer.code))), [selection, pointer.code]);
  const toggle = (option: LookupOption) =>
    setSelection((current) => {
      if (multiple) return toggleMulti(current, option, pointer.code);
      const next = toggleSingle(current[0] ?? null, option, pointer.code);
      return next ? [next] : [];
    });
  const rows = data?.data ?? [];
  const total = data?.total ?? 0;
  const codeOf = (option: LookupOption) => optionCode(option, pointer.code);
  /** Adds the options not chosen yet, in their order. */
  const add = (options: readonly LookupOption[]) => setSelection((current) => {
    const have = new Set(current.map(codeOf));
    return [...current, ...options.filter((option) => !have.has(codeOf(option)))];
  });
  const togglePage = (choose: boolean) => {
    if (choose) return add(rows);
    const page = new Set(rows.map(codeOf));
    setSelection((current) => current.filter((option) => !page.has(codeOf(option))));
  };
  // The whole list is offered only unsearched: a search narrows the page, not "all".
  const offerAll = multiple && selectAll && search === '' && rows.length > 0 && rows.every((row) => chosen.has(codeOf(row))) && total > rows.length;
  const close = () => onClose(selection);

  return (
    <Dialog open={open} onClose={close} maxWidth={multiple ? 'lg' : 'md'} fullWidth aria-labelledby="lookup-modal-title">
      <DialogTitle id="lookup-modal-title">{t('lookup.title', { label })}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', md: 'row' } }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <TextField
              fullWidth
              size="small"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder={t('lookup.search')}
              slotProps={{
                htmlInput: { 'aria-label': t('lookup.search'), type: 'search' },
                input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> },
              }}
            />
            {tooShort && <FormHelperText>{t('lookup.minChars', { count: TYPEAHEAD_MIN_CHARS })}</FormHelperText>}
            <Box sx={{ height: 4, mt: 1 }}>{isFetching && <LinearProgress />}</Box>
            {offerAll && <SelectAllOffer selectAll={selectAll} onPage={rows.length} total={total} chosenCount={selection.length} onChoose={add} />}
            <LookupTable pointer={pointer} rows={rows} multiple={multiple} chosen={chosen} label={label} onToggle={toggle} onTogglePage={multiple ? togglePage : undefined} />
            <PageControls page={page} total={total} limit={LOOKUP_PAGE_SIZE} onPage={setPage} />
          </Box>
          {multiple && (
            <SelectedPanel selected={selection} code={pointer.code} label={pointer.label} onRemove={(option) => setSelection((current) => toggleMulti(current, option, pointer.code))} />
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setSelection([])} disabled={selection.length === 0}>
          {t('lookup.clear')}
        </Button>
        <Button variant="contained" onClick={close}>
          {t('lookup.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
