import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../core/alert';
import { errorMessage } from '../../core/api-error';
import { formatInteger } from '../../core/format';
import type { LookupOption } from './lookup-options';
import '../../core/widgets-text';

/** What a multi lookup may offer once a whole page is chosen: every option of the list, not just the page. */
export interface LookupSelectAll {
  /** The offer's words for `total` options, e.g. 'Pilih semua 57 pekerja proyek ini'. */
  label: (total: string) => string;
  /** Reads every option (the server pages them as its limits say). */
  load: () => Promise<LookupOption[]>;
}

export interface SelectAllOfferProps {
  selectAll: LookupSelectAll;
  /** Options on the page, all of them chosen. */
  onPage: number;
  /** Options in the whole list. */
  total: number;
  /** How many are chosen in all. */
  chosenCount: number;
  onChoose: (options: LookupOption[]) => void;
}

/** Gmail's pattern: the page is chosen; one more click chooses the whole list, loaded from the server. */
export function SelectAllOffer({ selectAll, onPage, total, chosenCount, onChoose }: SelectAllOfferProps) {
  const { t } = useTranslation('widgets');
  const [loading, setLoading] = useState(false);
  const chooseAll = async () => {
    setLoading(true);
    try {
      onChoose(await selectAll.load());
    } catch (error) {
      alert.error(errorMessage(error, t('lookup.loadAllFailed')));
    } finally {
      setLoading(false);
    }
  };
  if (chosenCount >= total) {
    return (
      <Alert severity="success" role="status" sx={{ my: 1 }}>
        {t('lookup.allSelected', { count: formatInteger(total) })}
      </Alert>
    );
  }
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ my: 1, alignItems: 'center' }}
      action={
        <Button size="small" onClick={() => void chooseAll()} loading={loading}>
          {selectAll.label(formatInteger(total))}
        </Button>
      }
    >
      {t('lookup.pageSelected', { count: formatInteger(onPage) })}
    </Alert>
  );
}
