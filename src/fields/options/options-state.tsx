import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import { useTranslation } from 'react-i18next';
import type { FieldOptionsResult } from './use-field-options';
import '../../core/data-screen-text';

/**
 * The empty and failed states of an option list (spec §8), or nothing when there are options
 * or while they load: the field shows its loading inside its own box (OptionsLoading), so
 * the fields below do not move as the options arrive.
 */
export function OptionsState({ result }: { result: FieldOptionsResult }) {
  const { t } = useTranslation('data-screen');
  if (result.status === 'error') return <FormHelperText error>{t('options.loadFailed')}</FormHelperText>;
  if (result.status === 'ready' && result.options.length === 0) return <FormHelperText>{t('options.empty')}</FormHelperText>;
  return null;
}

/** The spinner a field shows while its options load, named for screen readers. */
export function OptionsLoading() {
  const { t } = useTranslation('data-screen');
  return <CircularProgress size={18} aria-label={t('options.loading')} />;
}
