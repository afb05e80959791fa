import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DisplaySettings } from '../../core/config/field-config';
import { resolveText } from '../../core/config/resolve-text';
import type { Row } from '../../core/data/data-types';
import { HintArea } from '../../widgets/hint-area';
import type { ModuleActions } from '../module-actions';
import type { ViewField } from '../view-fields';
import { shownValue } from './list-columns';
import { ListEmpty } from './list-empty';
import { MasonryGrid } from './masonry-grid';
import { type RowActionHandlers, RowActions } from './row-actions';

/** What the card grid renders; knows nothing of axios. */
export interface ListCardsProps {
  fields: ViewField<DisplaySettings>[];
  rows: Row[];
  search?: string;
  isLoading: boolean;
  isFetching: boolean;
  hasMore: boolean;
  onMore: () => void;
  actions: ModuleActions;
  handlers: RowActionHandlers;
  getRowId: (row: Row) => string;
}

/** The list as a masonry grid of cards with 'see next' and the end message (spec §2, §4). */
export function ListCards({ fields, rows, search, isLoading, isFetching, hasMore, onMore, actions, handlers, getRowId }: ListCardsProps) {
  const { t } = useTranslation('data-screen');
  if (isLoading) return <Stack alignItems="center" sx={{ py: 4 }}><CircularProgress aria-label={t('loading')} /></Stack>;
  if (rows.length === 0) return <ListEmpty search={search} />;
  return (
    <Stack spacing={2}>
      <HintArea>
        <MasonryGrid>
          {rows.map((row) => (
            <Card key={getRowId(row)} variant="outlined">
              <CardContent sx={{ overflowWrap: 'anywhere' }}>
                {fields.map((item) => (
                  <Box key={item.field.id} sx={{ mb: 1 }}>
                    <Typography variant="caption" color="text.secondary">{resolveText(item.field.label)}</Typography>
                    <Box>{shownValue(item, row, false)}</Box>
                  </Box>
                ))}
              </CardContent>
              <CardActions><RowActions row={row} actions={actions} handlers={handlers} /></CardActions>
            </Card>
          ))}
        </MasonryGrid>
      </HintArea>
      <Stack alignItems="center">
        {hasMore ? (
          <Button variant="outlined" onClick={onMore} disabled={isFetching}>{t('action.seeNext')}</Button>
        ) : (
          <Typography color="text.secondary">{t('cards.end')}</Typography>
        )}
      </Stack>
    </Stack>
  );
}
