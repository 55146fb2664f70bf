import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visually-hidden';
import { BarnStatusPanel, lastSyncText, NETWORK_ICONS, networkState } from './BarnStatusPanel';
import { startAutoSync } from './sync/auto';
import { useBarnStatus } from './sync/use-barn-status';

/**
 * The top bar's sync status, on every signed-in page (docs/decisions.md, "Offline in the barn"):
 * online or offline with the count of writes waiting at a glance; the rest, and Sync now, a tap away.
 * It also starts the automatic sync for as long as someone is signed in.
 */
export function SyncStatus() {
  const { t } = useTranslation('barn');
  const status = useBarnStatus();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  useEffect(() => startAutoSync(), []);
  const state = networkState(status);
  const Icon = NETWORK_ICONS[state];
  // Read out whole (and shown as a tooltip); on a phone only the icon and the count show.
  const details = [t('status.waiting', { count: status.waiting }), lastSyncText(t, status.lastSyncAt)].join(' · ');
  const pending = status.waiting + status.attention;
  return (
    <>
      <Button
        color="inherit"
        title={`${t(`status.${state}`)} · ${details}`}
        aria-haspopup="dialog"
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="sync-status"
        data-state={state}
        sx={{ minWidth: 44, minHeight: 44, textTransform: 'none', gap: 1 }}
      >
        <Badge badgeContent={pending > 0 ? pending : undefined} color={status.attention > 0 ? 'error' : 'warning'} max={999} aria-hidden>
          <Icon />
        </Badge>
        <Box component="span" sx={{ display: { xs: 'none', lg: 'inline' } }}>
          {t(`status.${state}`)}
        </Box>
        <Box component="span" sx={{ display: { xs: 'inline', lg: 'none' }, ...visuallyHidden }}>
          {t(`status.${state}`)}
        </Box>
        <Box component="span" sx={visuallyHidden}>
          {` · ${details}`}
        </Box>
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { p: 2, maxWidth: 320 }, role: 'dialog', 'aria-label': t('status.title') } as object }}
      >
        <BarnStatusPanel status={status} direction="column" />
        <Button component={RouterLink} to="/barn" onClick={() => setAnchor(null)} sx={{ mt: 1 }} fullWidth>
          {t('status.openBarn')}
        </Button>
      </Popover>
    </>
  );
}
