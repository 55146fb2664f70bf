import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { GlobalWarningProvider } from '../components/dialogs/GlobalWarning';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import { theme } from './theme';
import './i18n';

/**
 * Everything around the router: theme, the one global warning dialog and the offer of a new
 * release (pwa/UpdatePrompt.tsx). The server-data cache's provider is the signed-in shell's
 * (query-client.ts says why).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalWarningProvider>{children}</GlobalWarningProvider>
      <UpdatePrompt />
    </ThemeProvider>
  );
}
