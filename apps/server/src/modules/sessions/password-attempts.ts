import { AUTH_LIMITS } from '@ganado/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { hashPassword, verifyPassword } from '../users/users.password';
import type { UserRow } from '../users/users.repository';
import { type Contact, contactKey } from './attempt-keys';
import { type AttemptRule, claimAttempt, forgetAttempts } from './attempts.repository';
import { randomToken } from './tokens';

/** docs/product.md §8 says nothing of lockout; docs/decisions.md (sign-in) has the 423. */
export const accountLocked = (param: string) =>
  new AppError(423, 'errors.accountLocked', { errors: [{ param, key: 'errors.accountLocked' }] });

const SIGN_IN_RULE: AttemptRule = {
  max: AUTH_LIMITS.lockoutAfterFailures,
  blockMs: AUTH_LIMITS.lockoutMinutes * 60_000,
  forgetMs: AUTH_LIMITS.forgetFailuresAfterHours * 3_600_000,
};

const signInKeysOf = (names: Contact[]) => names.map((name) => contactKey('signIn', name)).filter((key) => key !== undefined);

/** The login field as a contact: an email when it has an @ (as `findUserByLogin` reads it). */
const typedName = (username: string): Contact => (username.includes('@') ? { email: username } : { mobile: username });

/** Every name an account signs in with: its email, its number, and its number after the dial code. */
const namesOf = (user: UserRow): Contact[] => [{ email: user.email }, { mobile: user.mobile }, { mobile: user.mobile, countryCode: user.countryCode }];

let dummy: Promise<string> | undefined;
/** A hash to check against when no password can be right, so that costs the same time; made once. */
function dummyHash() {
  dummy ??= hashPassword(randomToken());
  return dummy;
}

export interface PasswordTry {
  right: boolean;
  /** Failures so far, this one included, and whether it locked the names (after a wrong password). */
  failures: number;
  locked: boolean;
}

/**
 * One try of a password under the lockout. The try is claimed before the comparison, in one
 * statement, so however many tries arrive at once only AUTH_LIMITS.lockoutAfterFailures are ever
 * compared; the rest answer null (locked) unchecked. Counted per sign-in name, whether or not an
 * account has it, so an unknown name locks exactly as a real one (docs/decisions.md). A right
 * password clears the count. `passwordHash` null (no account, or one that may not sign in) is
 * compared against a dummy, so it costs the same time, and is never right.
 */
async function tryPassword(context: AppContext, keys: string[], passwordHash: string | null, password: string): Promise<PasswordTry | null> {
  const claim = await claimAttempt(context.system, keys, SIGN_IN_RULE, context.clock());
  if (!claim) return null;
  const matches = await verifyPassword(passwordHash ?? (await dummyHash()), password);
  if (!matches || passwordHash === null) return { right: false, failures: claim.count, locked: claim.blocked };
  await forgetAttempts(context.system, keys);
  return { right: true, failures: 0, locked: false };
}

/** A sign-in: counted on the name typed in the login field. */
export const trySignIn = (context: AppContext, username: string, passwordHash: string | null, password: string) =>
  tryPassword(context, signInKeysOf([typedName(username)]), passwordHash, password);

/** The signed-in password change: counted on every name of the account, so failures here lock its sign-in too. */
export const tryCurrentPassword = (context: AppContext, user: UserRow, password: string) =>
  tryPassword(context, signInKeysOf(namesOf(user)), user.passwordHash, password);

/** A new password set through a link or a code ends any lock on the account. */
export const unlockAccount = (db: Db, user: UserRow) => forgetAttempts(db, signInKeysOf(namesOf(user)));
