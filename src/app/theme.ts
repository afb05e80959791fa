import { createTheme } from '@mui/material/styles';

/** The product theme: a construction-company blue with a safety-orange accent. */
export const theme = createTheme({
  palette: {
    primary: { main: '#0b4f8a' },
    secondary: { main: '#f28c28' },
    background: { default: '#f4f6f9' },
    // MUI's default info (#0288d1) and warning (#ed6c02) give white text 3.9:1 and 3.1:1;
    // WCAG AA asks 4.5:1 for chips, buttons and coloured text, on white and on the background.
    info: { main: '#0369a1' },
    warning: { main: '#b45309' },
    contrastThreshold: 4.5,
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Roboto", "Helvetica", "Arial", sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiListItemButton: {
      styleOverrides: { root: { borderRadius: 8 } },
    },
  },
});
