import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import type { UploadResult } from '../../core/data/data-types';
import { FileIcon } from '../document-preview/file-icon';
import { isImageFile } from '../document-preview/file-types';
import { useImageZoom } from '../image-zoom/image-zoom-context';

export interface UploadedFileProps {
  file: UploadResult;
  onRemove?: () => void;
  disabled?: boolean;
}

/** One uploaded file: a thumbnail that zooms for images, an icon and a link otherwise. */
export function UploadedFile({ file, onRemove, disabled }: UploadedFileProps) {
  const { t } = useTranslation('widgets');
  const { zoom } = useImageZoom();
  const name = file.filename || file.url;
  const image = isImageFile(file.filename || file.url) || isImageFile(file.url);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, border: 1, borderColor: 'divider', borderRadius: 1, p: 0.5, pr: 1 }}>
      {image ? (
        <Box
          component="img"
          src={file.url}
          alt={name}
          onClick={() => zoom(file.url, name)}
          sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 0.5, cursor: 'zoom-in' }}
        />
      ) : (
        <FileIcon name={name} sx={{ fontSize: 40 }} />
      )}
      <Link href={file.url} target="_blank" rel="noopener noreferrer" title={t('upload.open')} sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {name}
      </Link>
      {onRemove && (
        <IconButton aria-label={`${t('upload.remove')} ${name}`} onClick={onRemove} disabled={disabled} size="small">
          <DeleteIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
