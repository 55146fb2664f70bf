import { type FieldErrors, type FieldValues, type Resolver, set } from 'react-hook-form';
import type { ADMINISTRATION_ROUTES } from '@ganado/shared/animals';
import { medicineProblems, type MedicineFields as MedicineNamed } from '@ganado/shared/drugs';
import { ApiError } from '../../../app/api';

/** The fields of a treatment or a vaccination form the medicine group reads and fills. */
export interface MedicineValues {
  type: 'treatment' | 'vaccination';
  status?: 'planned' | 'done';
  drugId?: string | null;
  packId?: string | null;
  dose?: { value: number; unit: string } | null;
  route?: (typeof ADMINISTRATION_ROUTES)[number] | null;
  product?: string | null;
  vaccine?: string | null;
  veterinarian?: string | null;
  withdrawalEndsOn?: string | null;
}

/** A quantity is named once its number is typed; a blank one is no dose. */
const typedDose = (dose: unknown): MedicineNamed['dose'] => {
  const value = (dose as { value?: unknown } | null | undefined)?.value;
  return typeof value === 'number' && Number.isFinite(value) ? (dose as { value: number; unit: string }) : null;
};

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() || null : null);

/**
 * Where a problem of the medicine shows: a dose's message under its number (the quantity field is
 * two inputs, `dose.value` and `dose.unit`); any other under the field it names.
 */
export const medicineField = (param: string): string => (param === 'dose' ? 'dose.value' : param);

/**
 * The form's own schema, then what a treatment or a vaccination must name (`medicineProblems`, the
 * rule the server applies): a drug or a product, and once given the pack and the dose. Both sets of
 * messages show at once, so the person fixes everything in one go.
 */
export function withMedicineChecks<V extends FieldValues, O>(resolver: Resolver<V, unknown, O>): Resolver<V, unknown, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const raw = values as Partial<MedicineValues>;
    if (raw.type !== 'treatment' && raw.type !== 'vaccination') return result;
    const problems = medicineProblems({
      type: raw.type,
      status: raw.status,
      product: trimmed(raw.product),
      vaccine: trimmed(raw.vaccine),
      drugId: raw.drugId || null,
      packId: raw.packId || null,
      dose: typedDose(raw.dose),
    });
    if (problems.length === 0) return result;
    const errors = { ...result.errors } as FieldErrors<V>;
    for (const problem of problems) set(errors, medicineField(problem.param), { type: 'medicine', message: problem.key });
    return { values: {}, errors };
  };
}

/** The withdrawal refusals a user allowed to override may send again with a reason (docs/decisions.md: withdrawal is enforced). */
const HELD_KEYS = new Set(['drugs.inMeatWithdrawal', 'drugs.inMilkWithdrawal']);

/** The server's message (already in the reader's language) when it refused a sale or saleable milk during a withdrawal. */
export function withdrawalHeld(error: unknown): string | null {
  return error instanceof ApiError && error.status === 409 && HELD_KEYS.has(error.key ?? '') ? error.message : null;
}

/**
 * A refusal as the forms show it: each field error placed by its key (`item.key ?? item.msg` under
 * `item.param`) and the whole by the envelope's key (`errorText`). A dose's message goes under its
 * number, and a message naming values (the free stock of a pack, the legal end of a withdrawal)
 * shows as the server wrote it, filled in, rather than by its bare key.
 */
export function placeableErrors(error: ApiError): ApiError {
  const filled = new Set(error.errors.filter((item) => item.params && item.key).map((item) => item.key));
  const errors = error.errors.map(({ key, ...item }) => ({ ...item, param: medicineField(item.param), ...(item.params ? {} : { key }) }));
  const { key, ...envelope } = error.envelope;
  return new ApiError(error.status, { ...envelope, ...(key && !filled.has(key) ? { key } : {}), errors });
}
