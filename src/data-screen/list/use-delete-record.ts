import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../core/alert';
import { errorMessage } from '../../core/api-error';
import { deleteRecord } from '../../core/data/data-provider';
import type { Row } from '../../core/data/data-types';
import { listKey } from './list-query-options';

/**
 * Spec §4's delete: confirm ('Hapus Permanen'), call, reload, then the server's message
 * as a success alert. Answers whether the row was deleted.
 */
export function useDeleteRecord(endpoint: string, listEndpoint: string) {
  const { t } = useTranslation('data-screen');
  const queryClient = useQueryClient();
  return useCallback(async (row: Row): Promise<boolean> => {
    const confirmed = await alert.confirm({ title: t('delete.title'), text: t('delete.text') });
    if (!confirmed) return false;
    try {
      const result = await deleteRecord(endpoint, row);
      await queryClient.invalidateQueries({ queryKey: listKey(listEndpoint) });
      alert.success(result.message);
      return true;
    } catch (error) {
      alert.error(errorMessage(error, t('delete.title')));
      return false;
    }
  }, [endpoint, listEndpoint, queryClient, t]);
}
