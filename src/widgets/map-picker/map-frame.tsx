import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, TileLayer } from 'react-leaflet';
import { useAppConfig } from '../../core/app-config/app-config-api';
import { probeTiles } from './tile-probe';
import '../../core/widgets-text';

type TileState = 'checking' | 'shown' | 'unavailable';

/** Whether the configured tile server answers for this place (asked once per page, see probeTiles). */
function useTiles(template: string, center: readonly [number, number], zoom: number): TileState {
  const [state, setState] = useState<TileState>('checking');
  const [lat, lng] = center;
  useEffect(() => {
    let current = true;
    void probeTiles(template, lat, lng, zoom).then((loaded) => current && setState(loaded ? 'shown' : 'unavailable'));
    return () => {
      current = false;
    };
    // The first view decides; later moves use the verdict already given.
  }, [template]); // eslint-disable-line react-hooks/exhaustive-deps
  return state;
}

export interface MapFrameProps {
  /** The region's accessible name. */
  label: string;
  center: readonly [number, number];
  zoom: number;
  height: number;
  scrollWheelZoom?: boolean;
  /** Markers, circles and map behaviours (react-leaflet children). */
  children: ReactNode;
}

/**
 * A leaflet map on the server's tile server (MAP_TILE_URL through GET /app-config). When the
 * tiles cannot load (an intranet without them) the pins and circles stay on a plain
 * background and a notice says the base map is unavailable.
 */
export function MapFrame({ label, center, zoom, height, scrollWheelZoom = true, children }: MapFrameProps) {
  const { t } = useTranslation('widgets');
  const { map } = useAppConfig();
  const tiles = useTiles(map.tile_url, center, zoom);
  return (
    <Box
      role="region"
      aria-label={label}
      data-tiles={tiles}
      sx={{ position: 'relative', height, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: '#eef1f4', '& .map-picker-pin': { background: 'none', border: 0 } }}
    >
      <MapContainer center={[center[0], center[1]]} zoom={zoom} style={{ height: '100%', width: '100%', background: 'transparent' }} scrollWheelZoom={scrollWheelZoom}>
        {tiles === 'shown' && <TileLayer url={map.tile_url} attribution={map.tile_attribution} />}
        {children}
      </MapContainer>
      {tiles === 'unavailable' && (
        <Typography
          role="status"
          variant="caption"
          sx={{ position: 'absolute', left: 8, bottom: 8, zIndex: 1000, px: 1, py: 0.5, borderRadius: 1, bgcolor: 'rgba(255,255,255,0.9)', color: 'text.secondary', pointerEvents: 'none' }}
        >
          {t('map.tilesUnavailable')}
        </Typography>
      )}
    </Box>
  );
}
