import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../core/locale';
import { LOCALES, isLocale } from '../core/locale-list';
import { useStored } from '../core/use-stored';

export interface LanguageSwitchProps {
  /** 'inherit' on a coloured app bar; default 'standard'. */
  tone?: 'standard' | 'inherit';
  /** Below sm, show the language codes (ID, EN) so a bar keeps room for its title; default false. */
  compactOnPhone?: boolean;
}

/** The Indonesia / English choice (login screen, layout, mobile gate); the choice persists. */
export function LanguageSwitch({ tone = 'standard', compactOnPhone = false }: LanguageSwitchProps) {
  const { t } = useTranslation('common');
  const locale = useStored('locale');
  const inherit = tone === 'inherit';
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={locale}
      aria-label={t('language.label')}
      onChange={(_event, value: unknown) => {
        if (isLocale(value) && value !== locale) void changeLocale(value);
      }}
      sx={inherit ? { '& .MuiToggleButton-root': { color: 'inherit', borderColor: 'rgba(255,255,255,0.5)' }, '& .Mui-selected': { bgcolor: 'rgba(255,255,255,0.2) !important', color: 'inherit !important' } } : undefined}
    >
      {LOCALES.map((code) => (
        <ToggleButton key={code} value={code} lang={code} aria-label={compactOnPhone ? t(`language.${code}`) : undefined} sx={{ px: compactOnPhone ? { xs: 1, sm: 1.5 } : 1.5, py: 0.25, textTransform: 'none' }}>
          {compactOnPhone ? (
            <>
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {t(`language.${code}`)}
              </Box>
              <Box component="span" aria-hidden sx={{ display: { sm: 'none' } }}>
                {code.toUpperCase()}
              </Box>
            </>
          ) : (
            t(`language.${code}`)
          )}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
