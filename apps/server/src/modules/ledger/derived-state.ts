import type { AssetKind } from '@ganado/shared/ledger';
import type { Db } from '../../db/client';
import { refreshAnimalState, setAnimalStateFromEvents } from '../animals/records/animals.state';
import { refreshPackState } from '../drugs/packs/packs.state';
import { assetsWithOtherEvents, type EventsInHand } from './ledger.repository';

type Refresh = (db: Db, organizationId: string, ids: readonly string[]) => Promise<void>;
type FromEvents = (db: Db, organizationId: string, ids: readonly string[], written: EventsInHand) => Promise<void>;

/**
 * The kinds whose state is derived from their events and cached on their own rows, with the
 * function that rebuilds it from the log and, optionally, the one that sets it from the events a
 * write has in hand when they are all the asset has (a new asset). The write path calls them for
 * every asset a write touches, in the write's transaction; a kind with no cached state needs no entry.
 */
const DERIVED: Partial<Record<AssetKind, { refresh: Refresh; fromEvents?: FromEvents }>> = {
  animal: { refresh: refreshAnimalState, fromEvents: setAnimalStateFromEvents },
  drugPack: { refresh: refreshPackState },
};

/**
 * Rebuilds the derived state of the assets touched. With `written` (the rows of new events just
 * inserted), the assets of a kind that can derive from rows in hand and have no other event are
 * set from those rows without reading the log; the others are rebuilt from it.
 */
export async function refreshDerivedState(
  db: Db,
  organizationId: string,
  touched: readonly { assetId: string; kind: AssetKind }[],
  written?: EventsInHand,
): Promise<void> {
  const byKind = new Map<AssetKind, Set<string>>();
  for (const { assetId, kind } of touched) {
    if (!DERIVED[kind]) continue;
    byKind.set(kind, (byKind.get(kind) ?? new Set()).add(assetId));
  }
  for (const [kind, idSet] of byKind) {
    const { refresh, fromEvents } = DERIVED[kind]!;
    const ids = [...idSet];
    if (!written || !fromEvents) {
      await refresh(db, organizationId, ids);
      continue;
    }
    const older = await assetsWithOtherEvents(db, organizationId, ids, written.links);
    await refresh(db, organizationId, ids.filter((id) => older.has(id)));
    await fromEvents(db, organizationId, ids.filter((id) => !older.has(id)), written);
  }
}
