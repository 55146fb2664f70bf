import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/BrandMark';
import { useCurrentRouteEntry } from '../../app/current-route';
import { useSessionState } from '../../app/session';
import { menuSectionsFor } from './menu';

export const DRAWER_WIDTH = 300;

interface SideMenuProps {
  /** Permanent beside the page on wide screens; a temporary sheet over it on phones. */
  variant: 'permanent' | 'temporary';
  open: boolean;
  onClose: () => void;
}

export function SideMenu({ variant, open, onClose }: SideMenuProps) {
  const { t } = useTranslation();
  const activeModule = useCurrentRouteEntry()?.module;
  const isTemporary = variant === 'temporary';
  // Only the modules the session allows (docs/product.md §6).
  const sections = menuSectionsFor(useSessionState()?.modules ?? []);

  const navigation = (
    <Box component="nav" aria-label={t('shell.mainNavigation')} sx={{ overflowY: 'auto', pb: 2 }}>
      {sections.map((section) => (
        <List
          key={section.id}
          dense={false}
          subheader={
            <ListSubheader disableSticky sx={{ bgcolor: 'transparent', lineHeight: '36px', fontWeight: 700 }}>
              {t(`menu.sections.${section.id}`)}
            </ListSubheader>
          }
          sx={{ px: 1, py: 0.5 }}
        >
          {section.entries.map(({ module, to, icon: Icon }) => {
            const active = module === activeModule;
            // A list holds list items only: the link sits in one, so a screen reader counts the section's entries.
            return (
              <ListItem key={module} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={to}
                  selected={active}
                  aria-current={active ? 'page' : undefined}
                  // On a phone the sheet covers the page; close it once a destination is chosen.
                  onClick={isTemporary ? onClose : undefined}
                  sx={(theme) => ({
                    borderRadius: 2,
                    mb: 0.25,
                    '&.Mui-selected, &.Mui-selected:hover': {
                      bgcolor: alpha(theme.palette.primary.main, 0.16),
                      color: 'secondary.main',
                    },
                    '&.Mui-selected .MuiListItemIcon-root': { color: 'secondary.main' },
                  })}
                >
                  <ListItemIcon sx={{ minWidth: 38 }}>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText
                    primary={t(`menu.items.${module}`)}
                    slotProps={{ primary: { sx: { fontSize: '0.9375rem', fontWeight: active ? 700 : 500 } } }}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      ))}
    </Box>
  );

  return (
    <Drawer
      variant={variant}
      open={isTemporary ? open : true}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      sx={{
        width: isTemporary ? undefined : DRAWER_WIDTH,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: DRAWER_WIDTH, maxWidth: '85vw', boxSizing: 'border-box' },
      }}
    >
      {isTemporary ? (
        <Toolbar sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <BrandMark tone="onLight" />
        </Toolbar>
      ) : (
        // Room for the top bar, which lies over the permanent menu.
        <Toolbar />
      )}
      {navigation}
    </Drawer>
  );
}
