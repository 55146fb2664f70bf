/**
 * The keys of the sign-in area's counters (attempts.repository.ts): a hash of what was typed,
 * never the text (people type passwords into the wrong field), the same for a contact whether or
 * not an account has it.
 */
import { mobileDigits } from '../users/users.repository';
import { hashSecret } from './tokens';

/** What people type to be found: an email (any case) or a mobile number (any spacing, with or without its dial code). */
export interface Contact {
  email?: string | null;
  mobile?: string | null;
  countryCode?: string | null;
}

/** A contact as one string: the email lower-cased, or "+" and the digits of the dial code and the number. */
function contactName(contact: Contact): string | undefined {
  if (contact.email) return contact.email.trim().toLowerCase();
  return contact.mobile ? `+${mobileDigits(contact.countryCode ?? '')}${mobileDigits(contact.mobile)}` : undefined;
}

/** A counter's key for a contact as typed: the same contact typed the same way meets the same counter. */
export function contactKey(kind: string, contact: Contact): string | undefined {
  const name = contactName(contact);
  return name === undefined ? undefined : hashSecret(`${kind}:${name}`);
}
