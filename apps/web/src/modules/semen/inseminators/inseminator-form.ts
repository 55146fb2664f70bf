import type { FieldPath } from 'react-hook-form';
import { inseminatorRequest, type Inseminator, type InseminatorForm } from '@ganado/shared/semen';
import { bodyResolver, textOrNull } from '../../../components/form/body-resolver';

/** The inseminator form as typed: the user he is linked to by id, blank for an outside technician. */
export interface InseminatorValues {
  name: string;
  userId: string;
  licenceNumber: string;
  active: boolean;
}

export const inseminatorValues = (inseminator: Inseminator | null): InseminatorValues => ({
  name: inseminator?.name ?? '',
  userId: inseminator?.user?.id ?? '',
  licenceNumber: inseminator?.licenceNumber ?? '',
  active: inseminator?.active ?? true,
});

/**
 * The contract's body. The whole record is sent, the link included: while the users cannot be
 * offered the field keeps the one he had, since a missing id would unlink him.
 */
export const inseminatorBody = (values: InseminatorValues): InseminatorForm => ({
  name: values.name.trim(),
  userId: values.userId || null,
  licenceNumber: textOrNull(values.licenceNumber),
  active: values.active,
});

export const inseminatorResolver = bodyResolver(inseminatorRequest, inseminatorBody);
export const INSEMINATOR_FIELDS: FieldPath<InseminatorValues>[] = ['name', 'userId', 'licenceNumber', 'active'];
