import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { FileIcon } from './file-icon';
import { previewOf } from './file-types';

export interface DocumentPreviewProps {
  /** Where the file is served (the upload result's url). */
  url: string | null;
  /** The original name; its extension decides the viewer. Defaults to the url. */
  filename?: string;
  onClose: () => void;
}

/**
 * Previews a document in a dialog (spec §7 "Preview"): images directly, pdf/xls/xlsx in
 * the online viewer, doc/docx/ppt/pptx in the office viewer, anything else as a download.
 * Open while `url` is set.
 */
export function DocumentPreview({ url, filename, onClose }: DocumentPreviewProps) {
  const { t } = useTranslation('widgets');
  const name = filename || url || '';
  const preview = url ? previewOf(url, name) : null;
  return (
    <Dialog open={url !== null} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="document-preview-title">
      <DialogTitle id="document-preview-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <FileIcon name={name} />
        {filename || t('preview.title')}
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0, minHeight: 320 }}>
        {preview?.kind === 'image' && (
          <Box component="img" src={preview.src} alt={name} sx={{ display: 'block', maxWidth: '100%', mx: 'auto' }} />
        )}
        {preview?.kind === 'viewer' && (
          <Box component="iframe" title={t('preview.title')} src={preview.src} sx={{ border: 0, width: '100%', height: '75vh' }} />
        )}
        {preview?.kind === 'none' && (
          <Box sx={{ p: 6, textAlign: 'center' }}>
            <FileIcon name={name} sx={{ fontSize: 96 }} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {url && (
          <Button href={url} target="_blank" rel="noopener noreferrer" startIcon={preview?.kind === 'none' ? <DownloadIcon /> : <OpenInNewIcon />}>
            {preview?.kind === 'none' ? t('preview.download') : t('preview.open')}
          </Button>
        )}
        <Button onClick={onClose}>{t('preview.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
