import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInteger } from '../../core/format';
import { PAGE_SIZES } from '../../core/url-query-state';

/** What the pager shows and may change. */
export interface ListPaginationProps {
  page: number;
  lastPage: number;
  limit: number;
  total: number;
  onPage: (input: unknown) => void;
  onLimit: (limit: number) => void;
  /** The first answer is still on its way: the range and the page count show placeholders, not 0. */
  loading?: boolean;
  /** More rows match than the server counted: the range says "more than", beside a button that counts them all. */
  capped?: boolean;
  onCountAll?: () => void;
}

/**
 * First/prev/next/last with a go-to-page input and the page sizes 20/50/75/100 (spec §2, §4, §9).
 * A total the server stopped counting at reads "more than", with a button to count every row.
 */
export function ListPagination({ page, lastPage, limit, total, onPage, onLimit, loading = false, capped = false, onCountAll }: ListPaginationProps) {
  const { t } = useTranslation('data-screen');
  const [draft, setDraft] = useState<string | null>(null);
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  const commit = () => {
    if (draft !== null) onPage(draft);
    setDraft(null);
  };
  return (
    <Stack direction="row" alignItems="center" justifyContent="space-between" flexWrap="wrap" gap={1} sx={{ px: 1, py: 1 }}>
      <Stack direction="row" alignItems="center" gap={1}>
        <TextField
          select
          size="small"
          label={t('paging.perPage')}
          value={limit}
          onChange={(event) => onLimit(Number(event.target.value))}
          sx={{ width: 96 }}
        >
          {PAGE_SIZES.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary">
          {loading ? <Skeleton width="12ch" aria-hidden /> : t(capped ? 'paging.infoCapped' : 'paging.info', { from: formatInteger(from), to: formatInteger(to), total: formatInteger(total) })}
        </Typography>
        {capped && !loading && onCountAll ? (
          <Button size="small" onClick={onCountAll}>
            {t('paging.countAll')}
          </Button>
        ) : null}
      </Stack>
      <Stack direction="row" alignItems="center" gap={0.5}>
        <IconButton aria-label={t('paging.first')} disabled={page <= 1} onClick={() => onPage(1)} size="small">
          <FirstPageIcon />
        </IconButton>
        <IconButton aria-label={t('paging.prev')} disabled={page <= 1} onClick={() => onPage(page - 1)} size="small">
          <NavigateBeforeIcon />
        </IconButton>
        <TextField
          size="small"
          label={t('paging.goTo')}
          value={draft ?? String(page)}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': t('paging.goTo'), style: { textAlign: 'center' } } }}
          sx={{ width: 96 }}
        />
        <Typography variant="body2" color="text.secondary">
          {loading ? <Skeleton width="5ch" aria-hidden /> : t('paging.of', { count: formatInteger(lastPage) })}
        </Typography>
        <IconButton aria-label={t('paging.next')} disabled={page >= lastPage} onClick={() => onPage(page + 1)} size="small">
          <NavigateNextIcon />
        </IconButton>
        <IconButton aria-label={t('paging.last')} disabled={page >= lastPage} onClick={() => onPage(lastPage)} size="small">
          <LastPageIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
