import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The title and the line under it that open every sign-in and account form. */
export function PageHeading({ title, intro }: { title: ReactNode; intro: ReactNode }) {
  return (
    <>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {intro}
      </Typography>
    </>
  );
}
