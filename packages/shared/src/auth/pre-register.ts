import { z } from 'zod';
import { text } from '../http';
import { NAME_MAX_LENGTH } from '../constants';
import type { MessageKey } from '../messages';
import { email, requiredText } from './fields';

const name = (requiredKey: MessageKey) =>
  requiredText(requiredKey).max(NAME_MAX_LENGTH.preRegistration, 'preRegister.nameTooLong');

/** /pre-register and POST /api/user/pre-register (docs/product.md §2, §3, §5). */
export const preRegisterRequest = z.object({
  firstName: name('preRegister.firstNameRequired'),
  lastName: name('preRegister.lastNameRequired'),
  email: email('preRegister.emailRequired', 'preRegister.emailInvalid'),
  countryId: text({ error: 'preRegister.countryRequired' }).trim().length(2, 'preRegister.countryRequired'),
  /** Dial code; defaults to the chosen country's (docs/product.md §4). */
  countryCode: text().trim().max(10).optional(),
  mobile: text()
    .trim()
    .regex(/^\d*$/, 'validation.mobileFormat')
    .max(15, 'validation.mobileFormat')
    .optional(),
  permissionToContact: z.union([z.literal(0), z.literal(1)]).default(0),
});
export type PreRegisterRequest = z.infer<typeof preRegisterRequest>;

/** The single-use token of a set-password link: in the path of /setPassword/{id}, the query of /password/set?token=. */
export const linkToken = z.object({ token: text({ error: 'errors.invalidToken' }).min(1, 'errors.invalidToken') });
