import Box from '@mui/material/Box';
import { isSafeUrl } from '../../core/sanitize-html';
import { DocumentLink } from '../../widgets/document-preview/document-link';
import { isImageFile } from '../../widgets/document-preview/file-types';
import { useImageZoom } from '../../widgets/image-zoom';
import { uploadResultOf } from '../../widgets/upload/upload-rules';
import type { FieldDisplayProps } from '../field-props';

/**
 * A file column (a photo's url) or a document's files (multi-upload entries, spec §3): a
 * photo as a thumbnail that zooms on click, a document by the name it was uploaded under,
 * opening its preview.
 */
export function FileDisplay({ value, field }: FieldDisplayProps) {
  const { zoom } = useImageZoom();
  const files = (Array.isArray(value) ? value : [value]).flatMap((item) => {
    const file = uploadResultOf(item);
    return file && isSafeUrl(file.url) ? [{ ...file, named: typeof item === 'object' }] : [];
  });
  if (files.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flexDirection: files.some((file) => file.named) ? 'column' : 'row' }}>
      {files.map((file) =>
        !file.named && isImageFile(file.url) ? (
          <Box
            key={file.url}
            component="img"
            src={file.url}
            alt={field.id}
            loading="lazy"
            onClick={() => zoom(file.url, field.id)}
            sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1, cursor: 'zoom-in', border: 1, borderColor: 'divider' }}
          />
        ) : (
          <Box key={file.url}>
            <DocumentLink url={file.url} filename={file.filename || file.url} />
          </Box>
        ),
      )}
    </Box>
  );
}
