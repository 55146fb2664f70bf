import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { GlobalWarningProvider } from '../components/dialogs/GlobalWarning';
import { queryClient } from './query-client';
import { theme } from './theme';
import './i18n';

/** Everything around the router: theme, server-data cache and the one global warning dialog. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <GlobalWarningProvider>{children}</GlobalWarningProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
