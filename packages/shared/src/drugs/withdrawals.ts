import { z } from 'zod';
import { pageQuery, text } from '../http';

/** One product an animal is held back for: until when, and by which medicine. */
const held = z.object({ endsAt: text(), product: text(), recordId: z.uuid() }).nullable();

/** GET /api/drug/withdrawal: the active animals a withdrawal holds now, the latest to clear first (the dashboard's list). */
export const withdrawalEntry = z.object({
  animal: z.object({ id: z.uuid(), tagNumber: text(), nickname: text().nullable() }),
  meat: held,
  milk: held,
});
export type WithdrawalEntry = z.infer<typeof withdrawalEntry>;

export const withdrawalsQuery = pageQuery.pick({ page: true, limit: true });
export type WithdrawalsQuery = z.infer<typeof withdrawalsQuery>;
