import { Link as RouterLink } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/BrandMark';
import { LanguageSelector } from '../../components/LanguageSelector';
import { SyncStatus } from '../../modules/barn/SyncStatus';
import { FarmSwitcher } from '../../modules/farms/FarmSwitcher';
import { UserMenu } from './UserMenu';

interface TopBarProps {
  showMenuButton: boolean;
  onOpenMenu: () => void;
}

export function TopBar({ showMenuButton, onOpenMenu }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <AppBar
      position="fixed"
      color="secondary"
      elevation={0}
      // Over the permanent menu on wide screens; under the phone menu sheet, which must cover it.
      sx={(theme) => ({ zIndex: { md: theme.zIndex.drawer + 1 } })}
    >
      <Toolbar sx={{ gap: 1, px: { xs: 1, sm: 2 } }}>
        {showMenuButton && (
          <IconButton color="inherit" edge="start" aria-label={t('shell.openMenu')} onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        )}
        <Box
          component={RouterLink}
          to="/myfarm/farmlist"
          sx={{ textDecoration: 'none', minWidth: 0, minHeight: 44, display: 'flex', alignItems: 'center' }}
        >
          <BrandMark tone="onDark" wordOnPhone={false} />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <FarmSwitcher />
        <SyncStatus />
        <LanguageSelector tone="onDark" compactOnPhone />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
