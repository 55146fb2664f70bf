import { z } from 'zod';
import { optionalId, optionalText } from '../animals/fields';
import { pageQuery, text } from '../http';
import { RESERVATION_RELEASE_REASONS } from './choices';
import { drugQuantity } from './packs';

/**
 * An amount of a pack held for planned work (a planned treatment, a task, a protocol's doses): not
 * available to anyone else until it is used, cancelled, or its time runs out (docs/decisions.md:
 * reservations; the timeout is a setting in hours, docs/product.md §9).
 */
export const reservationRequest = z.object({
  packId: z.uuid({ error: 'drugs.packRequired' }),
  quantity: drugQuantity,
  /** The action-list task the stock is held for; completing or cancelling it releases the reservation. */
  taskId: optionalId,
  notes: optionalText(500),
});
export type ReservationRequest = z.infer<typeof reservationRequest>;
export type ReservationForm = z.input<typeof reservationRequest>;

export const reservation = z.object({
  id: z.uuid(),
  packId: z.uuid(),
  drugId: z.uuid(),
  drugName: text(),
  batch: text(),
  /** In the drug's stock unit. */
  quantity: z.number(),
  unit: text(),
  expiresAt: text(),
  releasedAt: text().nullable(),
  releaseReason: z.enum(RESERVATION_RELEASE_REASONS).nullable(),
  taskId: z.uuid().nullable(),
  recordId: z.uuid().nullable(),
  notes: text().nullable(),
  createdAt: text(),
});
export type Reservation = z.infer<typeof reservation>;

/** GET /api/drug/reservation: the holds on a pack, a drug or a task; only those still holding unless asked. */
export const reservationsQuery = pageQuery.extend({
  packId: z.uuid({ error: 'errors.notFound' }).optional(),
  drugId: z.uuid({ error: 'errors.notFound' }).optional(),
  taskId: z.uuid({ error: 'errors.notFound' }).optional(),
  active: z
    .enum(['true', 'false'], { error: 'validation.invalid' })
    .transform((value) => value === 'true')
    .default(true),
});
export type ReservationsQuery = z.infer<typeof reservationsQuery>;
