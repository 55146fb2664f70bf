import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { spendOtpsOfUser } from '../otp/otp.repository';
import { revokeSessionsOfUser } from '../sessions/sessions.repository';
import type { UserRow } from '../users/users.repository';
import { spendLinkTokensOfUser } from './link-tokens.repository';

/**
 * What a new password ends, however it was set (a reset link, the forgot-password code, the
 * signed-in change): every other sign-in of the user (their access tokens die with them), every
 * reset or set-password link and flow token still unspent, and every code still unused. `tx` may be
 * the user's organisation's (row-level security). `keepSession` is the sign-in that changed it while
 * signed in, which carries on.
 */
export async function retireOldCredentials(tx: Db, context: AppContext, user: UserRow, keepSession?: string): Promise<void> {
  const now = context.clock();
  await revokeSessionsOfUser(tx, user.id, now, keepSession);
  await spendLinkTokensOfUser(tx, user.id, now);
  await spendOtpsOfUser(tx, user.id, now);
}
