import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import SyncIcon from '@mui/icons-material/Sync';
import { useTranslation } from 'react-i18next';
import { instantDayText, timeText } from '../../components/format';
import { syncNow } from './sync/engine';
import type { BarnStatus } from './sync/use-barn-status';

export type NetworkState = 'offline' | 'syncing' | 'online';

export const networkState = (status: BarnStatus): NetworkState => (!status.online ? 'offline' : status.syncing ? 'syncing' : 'online');

export const NETWORK_ICONS = { offline: CloudOffIcon, syncing: SyncIcon, online: CloudDoneIcon } as const;

/** "Last sync: 03/12/2026 10:42", or that this phone has not synced yet. */
export function lastSyncText(t: (key: string, values?: Record<string, string>) => string, lastSyncAt: string | null): string {
  return lastSyncAt ? t('status.lastSync', { day: instantDayText(lastSyncAt), time: timeText(lastSyncAt) }) : t('status.neverSynced');
}

/**
 * The barn's state in full: online or not, the writes waiting, those needing attention, the last
 * sync, and a button to sync now. In the top bar's pop-over and at the head of every barn page.
 */
export function BarnStatusPanel({ status, direction = 'row' }: { status: BarnStatus; direction?: 'row' | 'column' }) {
  const { t } = useTranslation('barn');
  const state = networkState(status);
  const Icon = NETWORK_ICONS[state];
  return (
    <Box
      role="status"
      data-testid="barn-status"
      sx={{ display: 'flex', flexDirection: direction, flexWrap: 'wrap', gap: 1, alignItems: direction === 'row' ? 'center' : 'stretch' }}
    >
      <Chip icon={<Icon />} label={t(`status.${state}`)} color={state === 'offline' ? 'default' : 'primary'} variant="outlined" data-testid="barn-network" />
      <Chip label={t('status.waiting', { count: status.waiting })} color={status.waiting > 0 ? 'warning' : 'default'} variant="outlined" data-testid="barn-waiting" />
      {status.attention > 0 && (
        <Chip
          component={RouterLink}
          to="/barn/sync"
          clickable
          label={t('status.attention', { count: status.attention })}
          color="error"
          data-testid="barn-attention"
        />
      )}
      <Typography variant="body2" color="text.secondary" data-testid="barn-last-sync" sx={{ alignSelf: 'center' }}>
        {lastSyncText(t, status.lastSyncAt)}
      </Typography>
      <Button
        variant="outlined"
        size="small"
        startIcon={<SyncIcon />}
        onClick={() => void syncNow()}
        disabled={!status.online}
        loading={status.syncing}
        sx={{ minHeight: 36 }}
      >
        {t('status.syncNow')}
      </Button>
    </Box>
  );
}
