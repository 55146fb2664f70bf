import type { FieldPath } from 'react-hook-form';
import { inseminatorRequest, type Inseminator, type InseminatorForm } from '@ganado/shared/semen';
import { bodyResolver, textOrNull } from '../../../components/form/body-resolver';

export interface InseminatorValues {
  name: string;
  licenceNumber: string;
  active: boolean;
}

export const inseminatorValues = (inseminator: Inseminator | null): InseminatorValues => ({
  name: inseminator?.name ?? '',
  licenceNumber: inseminator?.licenceNumber ?? '',
  active: inseminator?.active ?? true,
});

/**
 * The contract's body. The user an inseminator is linked to is not chosen here (no user picker yet):
 * a change keeps the one linked, since the whole record is sent and a missing id would unlink him.
 */
export const inseminatorBody =
  (inseminator: Inseminator | null) =>
  (values: InseminatorValues): InseminatorForm => ({
    name: values.name.trim(),
    userId: inseminator?.user?.id ?? null,
    licenceNumber: textOrNull(values.licenceNumber),
    active: values.active,
  });

export const inseminatorResolver = (inseminator: Inseminator | null) => bodyResolver(inseminatorRequest, inseminatorBody(inseminator));
export const INSEMINATOR_FIELDS: FieldPath<InseminatorValues>[] = ['name', 'licenceNumber', 'active'];
