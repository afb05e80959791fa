import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { useTranslation } from 'react-i18next';

/** A button that appears once the page is scrolled and brings it back to the top. */
export function ScrollToTop() {
  const { t } = useTranslation('common');
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: 200 });
  return (
    <Zoom in={scrolled}>
      <Fab
        color="secondary"
        size="small"
        aria-label={t('layout.scrollTop')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', bottom: 24, right: 24, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
