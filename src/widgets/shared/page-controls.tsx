import FirstPageIcon from '@mui/icons-material/FirstPage';
import KeyboardArrowLeftIcon from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import LastPageIcon from '@mui/icons-material/LastPage';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInteger } from '../../core/format';
import { lastPageOf, resolvePageInput } from './page-input';
import '../../core/widgets-text';

export interface PageControlsProps {
  page: number;
  total: number;
  limit: number;
  onPage: (page: number) => void;
  /** Page size choices; no size select when absent. */
  limits?: readonly number[];
  onLimit?: (limit: number) => void;
  disabled?: boolean;
}

/**
 * First/prev/next/last buttons, a go-to-page input (applied on Enter or blur, spec §5's
 * rule) and an optional page-size select. Shared by the lookup, mapping and table inputs.
 */
export function PageControls({ page, total, limit, onPage, limits, onLimit, disabled }: PageControlsProps) {
  const { t } = useTranslation('widgets');
  const last = lastPageOf(total, limit);
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    const next = resolvePageInput(draft, last);
    setDraft(null);
    if (next !== null && next !== page) onPage(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end', py: 1 }}>
      {limits && onLimit && (
        <TextField
          select
          size="small"
          label={t('pager.rowsPerPage')}
          value={limit}
          onChange={(event) => onLimit(Number(event.target.value))}
          disabled={disabled}
          sx={{ minWidth: 120 }}
        >
          {limits.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {choice}
            </MenuItem>
          ))}
        </TextField>
      )}
      <IconButton aria-label={t('pager.first')} disabled={disabled || page <= 1} onClick={() => onPage(1)} size="small">
        <FirstPageIcon />
      </IconButton>
      <IconButton aria-label={t('pager.prev')} disabled={disabled || page <= 1} onClick={() => onPage(page - 1)} size="small">
        <KeyboardArrowLeftIcon />
      </IconButton>
      <TextField
        size="small"
        value={draft ?? String(page)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
        disabled={disabled}
        slotProps={{ htmlInput: { 'aria-label': t('pager.page'), inputMode: 'numeric', style: { width: 40, textAlign: 'center' } } }}
      />
      <Typography variant="body2" color="text.secondary">
        {t('pager.of', { total: formatInteger(last) })}
      </Typography>
      <IconButton aria-label={t('pager.next')} disabled={disabled || page >= last} onClick={() => onPage(page + 1)} size="small">
        <KeyboardArrowRightIcon />
      </IconButton>
      <IconButton aria-label={t('pager.last')} disabled={disabled || page >= last} onClick={() => onPage(last)} size="small">
        <LastPageIcon />
      </IconButton>
    </Box>
  );
}
