import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import '../../core/data-screen-text';

/** What a field of an unknown type shows (spec §8): 'Tipe konfig tidak ditemukan | {type}'. */
export function UnknownTypeNotice({ type }: { type: string }) {
  const { t } = useTranslation('data-screen');
  return (
    <Alert severity="warning" variant="outlined">
      {t('field.unknown', { type })}
    </Alert>
  );
}
