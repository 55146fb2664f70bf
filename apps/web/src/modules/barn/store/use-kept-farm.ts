import { useLiveQuery } from 'dexie-react-hooks';
import { useSessionState } from '../../../app/session';
import { useSelectedFarm, type SelectedFarm } from '../../farms/selected-farm';
import { barnDb, snapshotKey, type StoredSnapshot } from './db';

export interface KeptFarm {
  userId: string;
  /** The farm chosen in the top bar; the barn is that farm's. */
  farm: SelectedFarm | null;
  /** What this phone keeps of it: `loading` while IndexedDB answers, null when nothing yet. */
  snapshot: StoredSnapshot | null | 'loading';
}

export function useKeptFarm(): KeptFarm {
  const userId = useSessionState()?.user.id ?? '';
  const { farm } = useSelectedFarm();
  const snapshot = useLiveQuery(
    async () => (farm ? ((await barnDb.snapshots.get(snapshotKey(userId, farm.id))) ?? null) : null),
    [userId, farm?.id],
    'loading' as const,
  );
  return { userId, farm, snapshot };
}
