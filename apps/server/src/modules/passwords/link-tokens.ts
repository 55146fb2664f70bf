import { type AppContext, minutesFrom } from '../../context';
import type { Db } from '../../db/client';
import type { LinkPurpose } from '../../db/schema';
import { hashSecret, randomToken } from '../sessions/tokens';
import { findUsableLinkToken, insertLinkToken, spendLinkToken } from './link-tokens.repository';

type LinkTokenValues = { purpose: LinkPurpose; organizationId: string; userId: string; ttlMinutes: number };

/** Stores a single-use token made by the caller (who may have handed it out already); only its hash is kept. */
export async function storeLinkToken(tx: Db, context: Pick<AppContext, 'clock'>, token: string, values: LinkTokenValues): Promise<void> {
  const { ttlMinutes, ...rest } = values;
  await insertLinkToken(tx, { ...rest, tokenHash: hashSecret(token), expiresAt: minutesFrom(context.clock(), ttlMinutes) });
}

/** Makes a single-use token; only its hash is stored. */
export async function issueLinkToken(tx: Db, context: Pick<AppContext, 'clock'>, values: LinkTokenValues): Promise<string> {
  const token = randomToken();
  await storeLinkToken(tx, context, token, values);
  return token;
}

export const peekLinkToken = (db: Db, context: AppContext, token: string, purposes: LinkPurpose[]) =>
  findUsableLinkToken(db, hashSecret(token), purposes, context.clock());

export const spendLink = (db: Db, context: AppContext, token: string, purposes: LinkPurpose[]) =>
  spendLinkToken(db, hashSecret(token), purposes, context.clock());
