import { z } from 'zod';
import { text } from '../http';
import { NAME_MAX_LENGTH } from '../constants';

/**
 * A department's name: required, under 15 characters (docs/product.md §5 "under 15 elsewhere", as for
 * role names), unique within the organisation.
 */
export const departmentName = text({ error: 'departments.nameRequired' })
  .trim()
  .min(1, 'departments.nameRequired')
  .max(NAME_MAX_LENGTH.general, 'departments.nameTooLong');

export const departmentRequest = z.object({ name: departmentName });
export type DepartmentRequest = z.infer<typeof departmentRequest>;

export const department = z.object({
  id: z.uuid(),
  name: text(),
  roleCount: z.number().int(),
  createdAt: text(),
});
export type Department = z.infer<typeof department>;

export const idParams = z.object({ id: z.uuid({ error: 'errors.notFound' }) });
