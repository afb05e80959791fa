import { useCallback, useState } from 'react';
import { alert } from '../../core/alert';
import { errorMessage } from '../../core/api-error';
import { uploadFile } from '../../core/data/data-provider';
import type { UploadResult } from '../../core/data/data-types';

/** Spec §4: idle → uploading with percentage → done or failed. */
export type UploadStatus = 'idle' | 'uploading' | 'done' | 'failed';

export interface UploadController {
  status: UploadStatus;
  /** 0–100 while uploading. */
  percent: number;
  /** Uploads one file; resolves the result, or null when the upload failed. */
  upload: (file: File) => Promise<UploadResult | null>;
  reset: () => void;
}

/**
 * Runs uploads through the data provider's `uploadFile` and tracks the spec §4 states.
 * A failure shows the server's message in the error alert and resolves null.
 */
export function useUpload(failedHint: string): UploadController {
  const [status, setStatus] = useState<UploadStatus>('idle');
  const [percent, setPercent] = useState(0);

  const upload = useCallback(
    async (file: File) => {
      setStatus('uploading');
      setPercent(0);
      try {
        const result = await uploadFile(file, setPercent);
        setPercent(100);
        setStatus('done');
        return result;
      } catch (error) {
        setStatus('failed');
        alert.error(errorMessage(error, failedHint));
        return null;
      }
    },
    [failedHint],
  );
  const reset = useCallback(() => {
    setStatus('idle');
    setPercent(0);
  }, []);
  return { status, percent, upload, reset };
}
