import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts and does not wait for: writing and sending a code or a link to a known
 * account, so an anonymous caller gets the same answer in the same time whether the account exists
 * (docs/decisions.md, "Security"). Unlike the job runner (one job at a time, behind imports), each
 * piece starts as soon as the answer is on its way. A failure is logged with the piece's label
 * (which names no contact and no code), never lost silently; the server waits for the work in hand
 * before it closes, and tests and the development outbox wait for it with `idle()`.
 */
export interface AfterAnswer {
  run(label: string, work: () => Promise<void>): void;
  /** Resolves once no work is in hand, including work started while waiting. */
  idle(): Promise<void>;
}

export function createAfterAnswer(log: FastifyBaseLogger): AfterAnswer {
  const running = new Set<Promise<void>>();
  return {
    run(label, work) {
      // setImmediate: after the handler has returned and its answer has been written.
      const piece = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => log.error({ err: error, work: label }, 'work after the answer failed'))
        .finally(() => running.delete(piece));
      running.add(piece);
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
