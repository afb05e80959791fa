import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FileIcon } from './file-icon';
import { previewKind } from './file-types';
import { PdfFrame } from './pdf-frame';
import { SheetTable } from './sheet-table';
import '../../core/widgets-text';

export interface DocumentPreviewProps {
  /** Where the file is served (the upload result's url). */
  url: string | null;
  /** The original name; its extension decides the preview. Defaults to the url. */
  filename?: string;
  onClose: () => void;
}

/**
 * Previews a stored document in a dialog, with nothing outside the product (it runs on
 * intranets): images and pdf in the browser, .xlsx and .csv as the server's table, anything
 * else (doc, docx, ppt, pptx…) offered for download. Open while `url` is set.
 */
export function DocumentPreview({ url, filename, onClose }: DocumentPreviewProps) {
  const { t } = useTranslation('widgets');
  const name = filename || url?.split('/').pop() || '';
  const kind = url ? previewKind(url, name) : null;
  return (
    <Dialog open={url !== null} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="document-preview-title">
      <DialogTitle id="document-preview-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, overflowWrap: 'anywhere' }}>
        <FileIcon name={name} />
        {name || t('preview.title')}
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0, minHeight: 240 }}>
        {url && kind === 'image' && <Box component="img" src={url} alt={name} sx={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', mx: 'auto' }} />}
        {url && kind === 'pdf' && <PdfFrame url={url} title={name} />}
        {url && kind === 'sheet' && <SheetTable url={url} title={name} />}
        {kind === 'download' && (
          <Box sx={{ p: 6, textAlign: 'center' }}>
            <FileIcon name={name} sx={{ fontSize: 96 }} />
            <Typography color="text.secondary">{t('preview.downloadOnly')}</Typography>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {url && (
          <Button href={url} download={name} startIcon={<DownloadIcon />}>
            {t('preview.download')}
          </Button>
        )}
        <Button onClick={onClose}>{t('preview.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
