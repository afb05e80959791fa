import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentPreview } from './document-preview';
import { FileIcon } from './file-icon';
import '../../core/widgets-text';

export interface DocumentLinkProps {
  url: string;
  /** The name the file was uploaded under; what the user sees instead of the stored name. */
  filename: string;
}

/** A stored document by its name and icon; a click opens its preview. */
export function DocumentLink({ url, filename }: DocumentLinkProps) {
  const { t } = useTranslation('widgets');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Link
        component="button"
        type="button"
        onClick={() => setOpen(true)}
        title={t('preview.show', { name: filename })}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, textAlign: 'left', overflowWrap: 'anywhere' }}
      >
        <FileIcon name={filename} fontSize="small" />
        {filename}
      </Link>
      {open && <DocumentPreview url={url} filename={filename} onClose={() => setOpen(false)} />}
    </>
  );
}
