import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageZoomContext, type ImageZoomApi } from './image-zoom-context';
import '../../core/widgets-text';

/** Holds the one image zoom modal of the app; `useImageZoom().zoom(src)` opens it. */
export function ImageZoomProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('widgets');
  const [image, setImage] = useState<{ src: string; alt: string } | null>(null);
  const zoom = useCallback((src: string, alt = '') => setImage({ src, alt }), []);
  const close = useCallback(() => setImage(null), []);
  const api = useMemo<ImageZoomApi>(() => ({ zoom, close }), [zoom, close]);
  return (
    <ImageZoomContext.Provider value={api}>
      {children}
      <Dialog open={image !== null} onClose={close} maxWidth="lg" aria-label={t('imageZoom.title')}>
        <IconButton aria-label={t('imageZoom.close')} onClick={close} sx={{ position: 'absolute', right: 8, top: 8, bgcolor: 'background.paper' }}>
          <CloseIcon />
        </IconButton>
        {image && <Box component="img" src={image.src} alt={image.alt} sx={{ display: 'block', maxWidth: '100%', maxHeight: '90vh' }} />}
      </Dialog>
    </ImageZoomContext.Provider>
  );
}
