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
  /** 'h2' inside the layout, whose header already carries the page's h1; default 'h1'. */
  heading?: 'h1' | 'h2';
}

/** A centered message block: placeholder, no-access and not-found screens share it. */
export function StatusPanel({ icon, code, title, body, action, heading = 'h1' }: StatusPanelProps) {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, px: 2, maxWidth: 560, mx: 'auto' }}>
      {icon}
      {code && (
        <Typography variant="h2" component="p" color="text.secondary" sx={{ fontWeight: 700 }}>
          {code}
        </Typography>
      )}
      <Typography variant="h5" component={heading} sx={{ mt: 1 }}>
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
