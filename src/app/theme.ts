import { createTheme } from '@mui/material/styles';

/** The product theme: a construction-company blue with a safety-orange accent. */
export const theme = createTheme({
  palette: {
    primary: { main: '#0b4f8a' },
    secondary: { main: '#f28c28' },
    background: { default: '#f4f6f9' },
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
