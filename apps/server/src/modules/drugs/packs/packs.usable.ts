import { isoToDisplayDate } from '@ganado/shared/format';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { lockPacks } from './packs.repository';

export type LockedPack = Awaited<ReturnType<typeof lockPacks>>[number];

// A stock figure's rounding: a 250 ml bottle used 5 ml at a time must not be short by a float's last digit.
export const STOCK_EPSILON = 1e-9;

/**
 * The pack named, locked for a write that takes from it: the organisation's (404 on `packId`), not
 * disposed of (409) and in date on `day` (409; a pack is usable through its expiry day, docs/decisions.md).
 */
export async function usablePack(tx: Db, organizationId: string, packId: string, day: string): Promise<LockedPack> {
  const [pack] = await lockPacks(tx, organizationId, [packId]);
  if (!pack) throw new AppError(404, 'errors.notFound', { param: 'packId' });
  if (pack.disposed_at) throw new AppError(409, 'drugs.packDisposed', { param: 'packId' });
  if (day > pack.expires_on) {
    const params = { batch: pack.batch, expiresOn: isoToDisplayDate(pack.expires_on) ?? pack.expires_on };
    throw new AppError(409, 'drugs.packExpired', { errors: [{ param: 'packId', key: 'drugs.packExpired', params }] });
  }
  return pack;
}

/** 409 on `param` when `wanted` is more than is free of the pack, naming what is. */
export function refuseBeyondFree(pack: LockedPack, wanted: number, free: number, param: string): void {
  if (wanted <= free + STOCK_EPSILON) return;
  const params = { available: String(Math.max(0, Math.round(free * 100) / 100)), unit: pack.unit };
  throw new AppError(409, 'drugs.notAvailable', { errors: [{ param, key: 'drugs.notAvailable', params }] });
}
