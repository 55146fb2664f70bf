import dayjs from 'dayjs';
import { z } from 'zod';
import { occurredAt } from '@ganado/shared/animals';
import { packCount, packDisposal, packMove, packReceipt, type Pack, type PackLocation } from '@ganado/shared/drugs';
import { UNIT_IDS, UNITS, type Unit } from '@ganado/shared/ledger';
import { currency, toMinor } from '@ganado/shared/money';

const WALL_CLOCK = 'YYYY-MM-DDTHH:mm';
// A date-time without an offset is read on this device's clock (ECMAScript's Date), as the picker means it.
const WALL_CLOCK_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** This device's clock now, as the date-time picker holds it. */
export const wallClockNow = () => dayjs().format(WALL_CLOCK);

/**
 * The picker's wall-clock time ('2026-05-02T10:30', on this device's clock) as the instant the
 * contract takes; anything else goes on as typed, for the contract's own "enter a valid date".
 */
export function instantOf(local: string): string {
  const date = WALL_CLOCK_PATTERN.test(local) ? new Date(local) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : local;
}
/** A date-time as the picker holds it, sent as the contract's instant (receipts of packs and of orders). */
export const instant = z.string().transform(instantOf).pipe(occurredAt);

/** A price as typed: an amount in the currency's major units (12.50 EUR), or none; sent in minor units (1250). */
const typedPrice = z.object({
  amount: z.number({ error: 'validation.invalid' }).nonnegative('animals.mustBePositive').max(1e12, 'validation.invalid').nullable(),
  currency,
});

/** The contract's bodies, with the time and the price as a person types them. */
export const receiptForm = packReceipt
  .extend({ receivedAt: instant, price: typedPrice })
  .transform(({ price, ...receipt }) => ({ ...receipt, price: price.amount === null ? null : { amountMinor: toMinor(price.amount, price.currency), currency: price.currency } }));
export const moveForm = packMove.extend({ occurredAt: instant });
export const countForm = packCount.extend({ occurredAt: instant });
export const disposalForm = packDisposal.extend({ occurredAt: instant });

export type ReceiptValues = z.input<typeof receiptForm>;
export type MoveValues = z.input<typeof moveForm>;
export type CountValues = z.input<typeof countForm>;
export type DisposalValues = z.input<typeof disposalForm>;

/** The currency a price starts in (docs/decisions.md: money). */
export const DEFAULT_CURRENCY = 'EUR';

/** The units an amount of the drug may be typed in: those that convert to its stock unit. */
export const unitsLike = (stockUnit: string): Unit[] => {
  const dimension = UNITS[stockUnit as Unit]?.dimension;
  return UNIT_IDS.filter((unit) => UNITS[unit].dimension === dimension);
};

export const blankLocation = (): PackLocation => ({ warehouse: '', rack: '', tier: '', position: '' });
export const locationOf = (pack: Pack): PackLocation => ({
  warehouse: pack.location.warehouse,
  rack: pack.location.rack ?? '',
  tier: pack.location.tier ?? '',
  position: pack.location.position ?? '',
});
