import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../core/alert';
import { toApiError } from '../../core/api-error';
import { exportFile } from '../../core/data/data-provider';
import type { ListQuery } from '../../core/data/data-types';
import { saveFile } from '../../core/save-file';

/**
 * Spec §4's export: loading while the file is made, then it downloads with the server's
 * file name. No rows gives the error 'Data Kosong' / 'Tidak dapat mengeksport data
 * kosong' and no file; the result is then 'kosongan'. `columns` (the list's visible ones)
 * leaves out the columns the user has hidden; undefined writes them all.
 */
export function useExport(endpoint: string, query: Omit<ListQuery, 'page' | 'limit'>, columns?: readonly string[]) {
  const { t } = useTranslation('data-screen');
  const [loading, setLoading] = useState(false);
  const run = async (): Promise<'done' | 'kosongan' | 'failed'> => {
    setLoading(true);
    try {
      const { blob, filename } = await exportFile(endpoint, query, { columns });
      saveFile(blob, filename);
      return 'done';
    } catch (error) {
      const apiError = toApiError(error);
      const data = apiError.body?.data as { title?: string } | undefined;
      if (apiError.status === 422) {
        alert.error(apiError.body?.message ?? t('export.emptyMessage'), data?.title ?? t('export.emptyTitle'));
        return 'kosongan';
      }
      alert.error(apiError.message);
      return 'failed';
    } finally {
      setLoading(false);
    }
  };
  return { loading, run };
}
