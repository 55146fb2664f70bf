import { Suspense } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { BrandMark } from '../components/BrandMark';
import { LanguageSelector } from '../components/LanguageSelector';
import { PageLoading } from './PageLoading';

/** Pages open without sign-in (and the 404 page): brand, language choice and a centred card. */
export function PublicLayout() {
  return (
    <Box
      data-testid="public-layout"
      sx={(theme) => ({
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        // A band of brand green behind the top of the card.
        background: `linear-gradient(to bottom, ${theme.palette.secondary.main} 0 220px, ${theme.palette.background.default} 220px)`,
      })}
    >
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: { xs: 2, sm: 4 }, py: 1.5 }}
      >
        <BrandMark tone="onDark" />
        <LanguageSelector tone="onDark" />
      </Box>
      <Box
        component="main"
        sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center', alignItems: 'flex-start', px: 2, pt: { xs: 2, sm: 6 }, pb: 4 }}
      >
        <Paper
          elevation={3}
          sx={{ width: '100%', maxWidth: 460, p: { xs: 3, sm: 4 }, borderRadius: '16px' }}
        >
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Paper>
      </Box>
    </Box>
  );
}
