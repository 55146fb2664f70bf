import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ChangePasswordIcon from '@mui/icons-material/LockReset';
import LogOutIcon from '@mui/icons-material/Logout';
import ProfileIcon from '@mui/icons-material/Person';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/use-session';
import { UserAvatar } from '../../components/UserAvatar';
import { visuallyHidden } from '../../components/visually-hidden';

export function UserMenu() {
  const { t } = useTranslation();
  const { session, logOut: endSession } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);

  const logOut = () => {
    close();
    // POST /logout, then the session, the stored farm and every cached answer go (docs/product.md §4).
    void endSession();
  };

  return (
    <>
      <IconButton
        color="inherit"
        edge="end"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="user-menu-button"
      >
        {/* Named by its words and the initials it shows ("Account menu AD"): a name that left the
            initials out would not be the one a person sees and says to voice control (WCAG 2.5.3). */}
        <Box component="span" sx={visuallyHidden}>
          {t('shell.accountMenu')}
        </Box>
        {session ? (
          <UserAvatar
            pictureUrl={session.user.pictureUrl}
            firstName={session.user.firstName}
            lastName={session.user.lastName}
            size={36}
            sx={{ border: 2, borderColor: 'common.white' }}
          />
        ) : (
          <AccountCircleIcon fontSize="large" />
        )}
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {session && (
          <ListItemText
            data-testid="signed-in-user"
            sx={{ px: 2, py: 1 }}
            primary={`${session.user.firstName} ${session.user.lastName}`}
            secondary={session.user.email ?? session.user.mobile}
          />
        )}
        {session && <Divider />}
        <MenuItem component={RouterLink} to="/profile" onClick={close}>
          <ListItemIcon>
            <ProfileIcon />
          </ListItemIcon>
          <ListItemText>{t('shell.profile')}</ListItemText>
        </MenuItem>
        <MenuItem component={RouterLink} to="/change-password" onClick={close}>
          <ListItemIcon>
            <ChangePasswordIcon />
          </ListItemIcon>
          <ListItemText>{t('shell.changePassword')}</ListItemText>
        </MenuItem>
        <Divider />
        <MenuItem onClick={logOut} data-testid="log-out">
          <ListItemIcon>
            <LogOutIcon />
          </ListItemIcon>
          <ListItemText>{t('shell.logOut')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
