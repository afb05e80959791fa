import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface StatusPanelProps {
  icon?: ReactNode;
  /** A large code above the title, e.g. 403. */
  code?: string;
  title: string;
  body?: ReactNode;
  action?: ReactNode;
}

/** A centered message block: placeholder, no-access and not-found screens share it. */
export function StatusPanel({ icon, code, title, body, action }: StatusPanelProps) {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, px: 2, maxWidth: 560, mx: 'auto' }}>
      {icon}
      {code && (
        <Typography variant="h2" component="p" color="text.secondary" sx={{ fontWeight: 700 }}>
          {code}
        </Typography>
      )}
      <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
        {title}
      </Typography>
      {body && (
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {body}
        </Typography>
      )}
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Box>
  );
}
