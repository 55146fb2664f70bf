import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/api';
import { LinkTabs } from '../../components/LinkTabs';
import { PageTitle } from '../../components/PageTitle';
import { useOfflineReady } from '../../app/pwa/offline-ready';
import { NoFarmSelected } from '../farms/NoFarmSelected';
import { BarnStatusPanel } from './BarnStatusPanel';
import type { StoredSnapshot } from './store/db';
import { useKeptFarm } from './store/use-kept-farm';
import { refreshSnapshot } from './sync/engine';
import { useBarnStatus } from './sync/use-barn-status';

export const BARN_VIEWS = { animals: '/barn', tasks: '/barn/tasks', sync: '/barn/sync' } as const;
export type BarnView = keyof typeof BARN_VIEWS;

export interface BarnContext {
  userId: string;
  snapshot: StoredSnapshot;
}

/** The first download of a farm, with its progress and its failure. */
function KeepFarm({ userId, farmId, online }: { userId: string; farmId: string; online: boolean }) {
  const { t } = useTranslation('barn');
  const [state, setState] = useState<{ running: boolean; failure: string | null }>({ running: false, failure: null });
  const keep = () => {
    setState({ running: true, failure: null });
    refreshSnapshot(userId, farmId).then(
      () => setState({ running: false, failure: null }),
      (error: unknown) => setState({ running: false, failure: errorText(error) }),
    );
  };
  if (!online) return <Alert severity="warning">{t('keep.offline')}</Alert>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 560 }}>
      <Typography>{t('keep.explain')}</Typography>
      {state.running && <LinearProgress aria-label={t('keep.downloading')} />}
      {state.failure && <Alert severity="error">{state.failure}</Alert>}
      <Button variant="contained" onClick={keep} loading={state.running} sx={{ alignSelf: 'flex-start' }} data-testid="barn-keep">
        {t('keep.button')}
      </Button>
    </Box>
  );
}

/**
 * Whether the app itself will open here without a signal: a service worker needs https (or
 * localhost), and holds the app once it has saved all of it (docs/decisions.md, "Installable app").
 */
function AppKeptNotice() {
  const { t } = useTranslation('barn');
  const ready = useOfflineReady();
  if (ready) return null;
  const possible = typeof navigator !== 'undefined' && 'serviceWorker' in navigator && window.isSecureContext;
  return <Alert severity={possible ? 'info' : 'warning'}>{t(possible ? 'appKept.saving' : 'appKept.impossible')}</Alert>;
}

/**
 * The frame of the barn's pages: the title, the full sync status, the three views as tabs, and the
 * farm kept on this phone, downloaded on the person's word the first time (docs/decisions.md,
 * "Offline in the barn"). A page that is a function of the farm gets its snapshot once there is one.
 */
export function BarnFrame({ title, view, children }: { title: string; view: BarnView; children: ReactNode | ((barn: BarnContext) => ReactNode) }) {
  const { t } = useTranslation('barn');
  const status = useBarnStatus();
  const { userId, farm, snapshot } = useKeptFarm();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <PageTitle>{title}</PageTitle>
        {farm && (
          <Typography color="text.secondary" data-testid="barn-farm">
            {snapshot && snapshot !== 'loading' ? t('farmLine', { farm: farm.name }) : farm.name}
          </Typography>
        )}
      </Box>
      <BarnStatusPanel status={status} />
      {snapshot && snapshot !== 'loading' && <AppKeptNotice />}
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <LinkTabs value={view} label={t('tabs.label')}>
          {(Object.keys(BARN_VIEWS) as BarnView[]).map((key) => (
            <Tab
              key={key}
              value={key}
              label={key === 'sync' && status.waiting + status.attention > 0 ? `${t(`tabs.${key}`)} (${status.waiting + status.attention})` : t(`tabs.${key}`)}
              component={RouterLink}
              to={BARN_VIEWS[key]}
            />
          ))}
        </LinkTabs>
      </Box>
      {typeof children !== 'function' ? (
        children
      ) : !farm ? (
        <NoFarmSelected />
      ) : snapshot === 'loading' ? (
        <LinearProgress aria-label={t('loading')} />
      ) : snapshot === null ? (
        <KeepFarm userId={userId} farmId={farm.id} online={status.online} />
      ) : (
        children({ userId, snapshot })
      )}
    </Box>
  );
}
