import { z } from 'zod';

/** At most this many labels a sheet: 8 A4 pages of 24. */
export const STRAW_LABELS_MAX = 192;
/** One A4 page of labels, when the count is left out. */
export const STRAW_LABELS_DEFAULT = 24;

export const strawLabelsQuery = z.object({
  count: z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'semen.labelCount')
    .max(STRAW_LABELS_MAX, 'semen.labelCount')
    .default(STRAW_LABELS_DEFAULT),
});
export type StrawLabelsQuery = z.infer<typeof strawLabelsQuery>;

/** What a straw's label says (docs/decisions.md: straw labels). */
export interface StrawLabel {
  naabCode: string | null;
  sire: string;
  /** The collection's day, 'YYYY-MM-DD'. */
  collectedOn: string;
  batchCode: string;
  centre: string;
}

/**
 * The text a label's QR code holds: a prefix a reader recognises, then the label's facts separated
 * by '|' (a character none of them holds once replaced), in a fixed order, so a scanner in the barn
 * can read the batch back without the network.
 */
export function strawLabelPayload(label: StrawLabel): string {
  const clean = (value: string | null) => (value ?? '').replaceAll('|', '/').trim();
  return ['GANADO-STRAW', clean(label.naabCode), clean(label.sire), label.collectedOn, clean(label.batchCode), clean(label.centre)].join('|');
}

/** A payload read back by a scanner, or null when it is not a straw label's. */
export function readStrawLabel(payload: string): StrawLabel | null {
  const [prefix, naabCode, sire, collectedOn, batchCode, centre, ...rest] = payload.split('|');
  if (prefix !== 'GANADO-STRAW' || rest.length > 0 || !sire || !collectedOn || !batchCode || centre === undefined) return null;
  return { naabCode: naabCode || null, sire, collectedOn, batchCode, centre };
}
