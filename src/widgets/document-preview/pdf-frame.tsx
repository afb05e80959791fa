import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getStoredFile } from '../../core/data/data-provider';
import { PreviewProblem } from './preview-problem';

export interface PdfFrameProps {
  url: string;
  title: string;
}

/**
 * A pdf shown by the browser's own viewer. Stored files are served as attachments in a
 * sandbox (never run in the product's origin), so the frame shows the bytes as a blob.
 */
export function PdfFrame({ url, title }: PdfFrameProps) {
  const file = useQuery({ queryKey: ['stored-file', url], queryFn: () => getStoredFile(url, 'application/pdf'), staleTime: Infinity, gcTime: 0 });
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!file.data) return;
    const blobUrl = URL.createObjectURL(file.data);
    setSrc(blobUrl);
    return () => URL.revokeObjectURL(blobUrl);
  }, [file.data]);
  if (file.isError) return <PreviewProblem error={file.error} />;
  if (!src) return null;
  return <Box component="iframe" title={title} src={src} data-preview="pdf" sx={{ display: 'block', border: 0, width: '100%', height: '75vh' }} />;
}
