import type { AssetKind } from '@ganado/shared/ledger';
import type { Db } from '../../db/client';
import { refreshAnimalState } from '../animals/animals.state';

type Refresh = (db: Db, organizationId: string, ids: readonly string[]) => Promise<void>;

/**
 * The kinds whose state is derived from their events and cached on their own rows, with the
 * function that rebuilds it. The write path calls it for every asset a write touches, in the
 * write's transaction; a kind with no cached state needs no entry.
 */
const REFRESH: Partial<Record<AssetKind, Refresh>> = { animal: refreshAnimalState };

export async function refreshDerivedState(db: Db, organizationId: string, touched: readonly { assetId: string; kind: AssetKind }[]): Promise<void> {
  const byKind = new Map<AssetKind, Set<string>>();
  for (const { assetId, kind } of touched) {
    if (!REFRESH[kind]) continue;
    byKind.set(kind, (byKind.get(kind) ?? new Set()).add(assetId));
  }
  for (const [kind, ids] of byKind) await REFRESH[kind]!(db, organizationId, [...ids]);
}
