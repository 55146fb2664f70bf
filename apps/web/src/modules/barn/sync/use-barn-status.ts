import { useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useSessionState } from '../../../app/session';
import { barnDb } from '../store/db';
import { isSyncing, subscribeSyncing } from './engine';
import { useOnline } from './online';

export interface BarnStatus {
  online: boolean;
  syncing: boolean;
  /** Commands waiting to be sent. */
  waiting: number;
  /** Commands the server refused, waiting for the person. */
  attention: number;
  lastSyncAt: string | null;
}

/** The barn's state for the status in the top bar and the barn's pages, live from IndexedDB. */
export function useBarnStatus(): BarnStatus {
  const userId = useSessionState()?.user.id ?? '';
  const online = useOnline();
  const syncing = useSyncExternalStore(subscribeSyncing, isSyncing, () => false);
  const counts = useLiveQuery(
    async () => ({
      waiting: await barnDb.commands.where('[userId+state]').equals([userId, 'waiting']).count(),
      attention: await barnDb.commands.where('[userId+state]').equals([userId, 'attention']).count(),
      lastSyncAt: (await barnDb.marks.get(userId))?.lastSyncAt ?? null,
    }),
    [userId],
    { waiting: 0, attention: 0, lastSyncAt: null },
  );
  return { online, syncing, ...counts };
}
