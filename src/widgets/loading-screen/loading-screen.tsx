import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import '../../core/widgets-text';

const spin = keyframes`to { transform: rotate(360deg); }`;

export interface LoadingScreenProps {
  /** Fill the whole viewport (default) or only the parent. */
  fullScreen?: boolean;
  /** Within the parent: the height of what it stands in for, so nothing below moves when that arrives. Default 200 px at least. */
  height?: number;
}

/** The loading screen of spec §2: a centred loader image (an inline SVG spinner). */
export function LoadingScreen({ fullScreen = true, height }: LoadingScreenProps) {
  const { t } = useTranslation('widgets');
  return (
    <Box
      role="status"
      aria-label={t('loading')}
      sx={{ minHeight: fullScreen ? '100vh' : (height ?? 200), height, width: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <Box component="svg" viewBox="0 0 50 50" width={56} height={56} sx={{ animation: `${spin} 0.9s linear infinite`, color: 'primary.main' }} aria-hidden>
        <circle cx="25" cy="25" r="20" fill="none" stroke="currentColor" strokeOpacity={0.2} strokeWidth={5} />
        <path d="M25 5 a20 20 0 0 1 20 20" fill="none" stroke="currentColor" strokeWidth={5} strokeLinecap="round" />
      </Box>
    </Box>
  );
}
