import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

/** Id of the layout's main region, where the skip link sends the keyboard focus. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The page's first Tab stop, shown only while focused: it jumps past the header and the
 * side menu's many links to the screen's own content (WCAG 2.4.1 bypass blocks).
 */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Focus moves without a '#main-content' in the address, which holds the screen's own state.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {t('layout.skipToContent')}
    </Link>
  );
}
