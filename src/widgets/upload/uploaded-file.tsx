import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import type { UploadResult } from '../../core/data/data-types';
import { DocumentLink } from '../document-preview/document-link';
import { isImageFile } from '../document-preview/file-types';
import { useImageZoom } from '../image-zoom/image-zoom-context';
import '../../core/widgets-text';

export interface UploadedFileProps {
  file: UploadResult;
  onRemove?: () => void;
  disabled?: boolean;
}

/** One uploaded file by its original name, opening its preview; images also as a thumbnail that zooms. */
export function UploadedFile({ file, onRemove, disabled }: UploadedFileProps) {
  const { t } = useTranslation('widgets');
  const { zoom } = useImageZoom();
  const name = file.filename || file.url;
  const image = isImageFile(file.filename || file.url) || isImageFile(file.url);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, border: 1, borderColor: 'divider', borderRadius: 1, p: 0.5, pr: 1 }}>
      {image && (
        <Box
          component="img"
          src={file.url}
          alt={name}
          onClick={() => zoom(file.url, name)}
          sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 0.5, cursor: 'zoom-in' }}
        />
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <DocumentLink url={file.url} filename={name} />
      </Box>
      {onRemove && (
        <IconButton aria-label={`${t('upload.remove')} ${name}`} onClick={onRemove} disabled={disabled} size="small">
          <DeleteIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
