import type { MessageKey } from '../messages';

/** What `medicineProblems` reads of a treatment or a vaccination. */
export interface MedicineFields {
  type: 'treatment' | 'vaccination';
  status?: 'planned' | 'done';
  product?: string | null;
  vaccine?: string | null;
  drugId?: string | null;
  packId?: string | null;
  dose?: { value: number; unit: string } | null;
}

/** The field that names a medicine by hand. */
export const productField = (type: MedicineFields['type']) => (type === 'treatment' ? 'product' : 'vaccine');

/**
 * What a treatment or a vaccination must name (docs/decisions.md: treatments draw from a pack): a
 * drug of the cabinet or a product by hand; a pack only with its drug; and once given (done), the
 * pack the dose came from and the dose, so the stock falls and the withdrawal starts.
 */
export function medicineProblems(record: MedicineFields): { param: string; key: MessageKey }[] {
  const named = record.type === 'treatment' ? record.product : record.vaccine;
  if (!record.drugId) {
    if (record.packId) return [{ param: 'drugId', key: 'validation.required' }];
    return named ? [] : [{ param: productField(record.type), key: 'drugs.productRequired' }];
  }
  if ((record.status ?? 'done') !== 'done') return [];
  return [
    ...(record.packId ? [] : [{ param: 'packId', key: 'drugs.packRequired' as const }]),
    ...(record.dose ? [] : [{ param: 'dose', key: 'drugs.doseRequired' as const }]),
  ];
}
