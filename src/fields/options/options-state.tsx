import FormHelperText from '@mui/material/FormHelperText';
import { useTranslation } from 'react-i18next';
import type { FieldOptionsResult } from './use-field-options';
import '../../core/data-screen-text';

/** The empty and failed states of an option list (spec §8), or nothing when there are options. */
export function OptionsState({ result }: { result: FieldOptionsResult }) {
  const { t } = useTranslation('data-screen');
  if (result.status === 'loading') return <FormHelperText>{t('options.loading')}</FormHelperText>;
  if (result.status === 'error') return <FormHelperText error>{t('options.loadFailed')}</FormHelperText>;
  if (result.options.length === 0) return <FormHelperText>{t('options.empty')}</FormHelperText>;
  return null;
}
