import { type AppContext, minutesFrom } from '../../context';
import type { Db } from '../../db/client';
import type { LinkPurpose } from '../../db/schema';
import { hashSecret, randomToken } from '../sessions/tokens';
import { findUsableLinkToken, insertLinkToken, spendLinkToken } from './link-tokens.repository';

/** Makes a single-use token; only its hash is stored. */
export async function issueLinkToken(
  tx: Db,
  context: Pick<AppContext, 'clock'>,
  values: { purpose: LinkPurpose; organizationId: string; userId: string; ttlMinutes: number },
): Promise<string> {
  const token = randomToken();
  const { ttlMinutes, ...rest } = values;
  await insertLinkToken(tx, { ...rest, tokenHash: hashSecret(token), expiresAt: minutesFrom(context.clock(), ttlMinutes) });
  return token;
}

export const peekLinkToken = (db: Db, context: AppContext, token: string, purposes: LinkPurpose[]) =>
  findUsableLinkToken(db, hashSecret(token), purposes, context.clock());

export const spendLink = (db: Db, context: AppContext, token: string, purposes: LinkPurpose[]) =>
  spendLinkToken(db, hashSecret(token), purposes, context.clock());
