import type { FieldPath } from 'react-hook-form';
import type { Drug, DrugForm } from '@ganado/shared/drugs';

/**
 * A species row of the label as the form holds it: "not for milk" is a choice of its own, apart
 * from a blank milk figure. Optional only because the checked values (the contract's) leave it out.
 */
export type WithdrawalRow = { speciesCode: string; meatHours: number | null; milkHours: number | null; notForMilk?: boolean };
export type DrugValues = Omit<DrugForm, 'withdrawals'> & { withdrawals: WithdrawalRow[] };

type LabelRow = NonNullable<DrugForm['withdrawals']>[number];

export const blankWithdrawal = (): WithdrawalRow => ({ speciesCode: '', meatHours: null, milkHours: null, notForMilk: false });

/** The form's starting values: a drug's, or blank ones (texts as '', so every field is controlled). */
export function drugFormValues(drug?: Drug): DrugValues {
  return {
    registrationDate: drug?.registrationDate ?? '',
    name: drug?.name ?? '',
    genericName: drug?.genericName ?? '',
    manufacturer: drug?.manufacturer ?? '',
    distributor: drug?.distributor ?? '',
    format: drug?.format ?? ('' as DrugValues['format']),
    doseDam: drug?.doseDam ?? null,
    doseCalf: drug?.doseCalf ?? null,
    doseUnit: (drug?.doseUnit ?? 'mL') as DrugValues['doseUnit'],
    doseBasis: drug?.doseBasis ?? 'perHead',
    activeIngredients: drug?.activeIngredients ?? [],
    substitutionId: drug?.substitutionId ?? '',
    routes: drug?.routes ?? [],
    withdrawals: (drug?.withdrawals ?? []).map(({ speciesCode, meatHours, milkHours }) => ({ speciesCode, meatHours, milkHours, notForMilk: milkHours === null })),
    prescriptionOnly: drug?.prescriptionOnly ?? false,
    storage: drug?.storage ?? '',
    stockUnit: (drug?.stockUnit ?? 'mL') as DrugValues['stockUnit'],
    reorderLevel: drug?.reorderLevel ?? null,
    notes: drug?.notes ?? '',
  };
}

/**
 * What the contract's schema is given: a row "not for milk" has no milk withdrawal (null), while a
 * blank figure is one still to be typed (undefined, which the schema calls required).
 */
export const requestInput = ({ withdrawals, ...drug }: DrugValues): DrugForm => ({
  ...drug,
  withdrawals: withdrawals.map(({ notForMilk, ...row }) => ({ ...row, milkHours: notForMilk ? null : (row.milkHours ?? undefined) }) as LabelRow),
});

const ROW_FIELDS = ['speciesCode', 'meatHours', 'milkHours'] as const;

/** Every field the server may name in a 422, the label's rows included. */
export const fieldsOf = (values: DrugValues): FieldPath<DrugValues>[] => [
  ...(Object.keys(values) as (keyof DrugValues)[]),
  ...values.withdrawals.flatMap((_, index) => ROW_FIELDS.map((field) => `withdrawals.${index}.${field}` as const)),
];
