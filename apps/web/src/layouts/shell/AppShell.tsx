import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../app/query-client';
import { PageLoading } from '../PageLoading';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

export const MAIN_CONTENT_ID = 'main-content';

/** The signed-in frame, with the server-data cache every signed-in page uses (app/query-client.ts). */
export function AppShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <ShellFrame />
    </QueryClientProvider>
  );
}

/** Top bar, side menu and the page. */
function ShellFrame() {
  const { t } = useTranslation();
  const theme = useTheme();
  // Read synchronously so a desktop does not flash the phone layout first.
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <Box data-testid="app-shell" sx={{ display: 'flex', minHeight: '100dvh' }}>
      <Link
        href={`#${MAIN_CONTENT_ID}`}
        sx={{
          position: 'fixed',
          left: 8,
          top: 8,
          zIndex: 'tooltip',
          px: 2,
          py: 1.5,
          bgcolor: 'background.paper',
          borderRadius: 1,
          transform: 'translateY(-200%)',
          '&:focus': { transform: 'none' },
        }}
      >
        {t('shell.skipToContent')}
      </Link>
      <TopBar showMenuButton={!isDesktop} onOpenMenu={() => setMenuOpen(true)} />
      <SideMenu
        variant={isDesktop ? 'permanent' : 'temporary'}
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
      />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, sm: 3, md: 4 }, pb: 4, outline: 'none' }}
      >
        <Toolbar />
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
