import { createHash } from 'node:crypto';
import type { MessageKey } from '@ganado/shared';
import { IDEMPOTENCY_HEADER, idempotencyKey } from '@ganado/shared/barn';
import type { Operation } from '@ganado/shared/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { findReceipt, insertReceipt, lockCommandKey } from '../modules/barn/receipts.repository';
import { AppError } from './app-error';

/**
 * Commands (docs/decisions.md, "Offline in the barn"): a write sent with an `Idempotency-Key` is
 * stored once however often it is sent. The key, its write's fingerprint and its answer are kept in
 * a receipt written in the write's own transaction, so a write and its receipt exist together or not
 * at all: a refused write stores nothing, and the same command may succeed once its cause is fixed.
 */

/** A command's headers: the key, optional, beside whatever else the request carries (kept as sent). */
export const commandHeaders = z.looseObject({ [IDEMPOTENCY_HEADER]: idempotencyKey.optional() });

/** The response header that says the answer is the stored one of an earlier send. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/** What the command was: the same key sent with another method, address or body is another write. */
const fingerprintOf = (request: FastifyRequest) =>
  createHash('sha256').update(JSON.stringify([request.method, request.url, request.body ?? null])).digest('hex');

/** The key the request carries, checked by the route's schema (`commandHeaders`); undefined without one. */
export const commandKeyOf = (request: FastifyRequest): string | undefined => (request.headers as Record<string, string | undefined>)[IDEMPOTENCY_HEADER];

/**
 * Runs `write` once per organisation and key, with `request.tenant`'s database replaced by one
 * transaction (services nest theirs in it as savepoints). Under an advisory lock on the key: a
 * receipt found answers its stored data again, marked replayed, if it is the same user's same
 * write; another write under the key is refused (422 `barn.commandKeyReused`).
 */
export async function asCommand<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  op: Operation,
  key: string,
  message: MessageKey,
  write: () => Promise<T>,
): Promise<{ data: T; message: MessageKey }> {
  const { organizationId, userId } = request.session;
  const fingerprint = fingerprintOf(request);
  const tenant = request.tenant;
  return tenant.db.transaction(async (tx) => {
    await lockCommandKey(tx, organizationId, key);
    const receipt = await findReceipt(tx, organizationId, key);
    if (receipt) {
      if (receipt.userId !== userId || receipt.operationId !== op.operationId || receipt.fingerprint !== fingerprint) {
        throw AppError.invalid({ param: IDEMPOTENCY_HEADER, key: 'barn.commandKeyReused' });
      }
      reply.header(REPLAYED_HEADER, 'true');
      return { data: receipt.answer as T, message: receipt.message };
    }
    request.tenant = { ...tenant, db: tx };
    const data = await write().finally(() => {
      request.tenant = tenant;
    });
    await insertReceipt(tx, { organizationId, key, userId, operationId: op.operationId, fingerprint, answer: data, message });
    return { data, message };
  });
}
