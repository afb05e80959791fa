import MapIcon from '@mui/icons-material/Map';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocationColumns } from '../../core/config/field-config';
import type { Row } from '../../core/data/data-types';
import { LoadBoundary } from '../../core/load-boundary';
import { LoadingScreen } from '../../widgets/loading-screen';
import { LazyMapPicker, preloadMapPicker, type LocationValue } from '../../widgets/map-picker';
import '../../core/widgets-text';

export interface LineMapActionProps {
  columns: LocationColumns;
  values: Row;
  number: number;
  disabled: boolean;
  change: (patch: Row) => void;
}

const asNumber = (value: unknown): number | null => (value === '' || value === null || value === undefined || !Number.isFinite(Number(value)) ? null : Number(value));

/** A line's location on the map, in a dialog: the pin and radius of its cells, which a click or a drag rewrites. */
export function LineMapAction({ columns, values, number, disabled, change }: LineMapActionProps) {
  const { t } = useTranslation('widgets');
  const [open, setOpen] = useState(false);
  const address = columns.address ? values[columns.address] : '';
  const location: LocationValue = { address: typeof address === 'string' ? address : '', lat: asNumber(values[columns.lat]), lng: asNumber(values[columns.lng]) };
  const pick = (next: LocationValue) =>
    change({ [columns.lat]: next.lat, [columns.lng]: next.lng, ...(columns.address && next.address !== location.address ? { [columns.address]: next.address } : {}) });
  const title = t('tableInput.mapLineNumber', { number });
  return (
    <>
      <Tooltip title={t('tableInput.mapLine')}>
        <IconButton aria-label={title} onClick={() => setOpen(true)}>
          <MapIcon />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md">
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <LoadBoundary fallback={<LoadingScreen fullScreen={false} />} retry={preloadMapPicker} label={t('map.onMap')}>
            <LazyMapPicker
              value={location}
              onChange={pick}
              label={t('map.onMap')}
              radius={columns.radius ? asNumber(values[columns.radius]) : null}
              addressField={false}
              disabled={disabled}
              height={380}
            />
          </LoadBoundary>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('tableInput.mapDone')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
