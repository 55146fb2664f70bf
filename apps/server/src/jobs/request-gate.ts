/**
 * Jobs give way to people: between steps a job lets the server read what arrived and waits while
 * requests are being served. With the embedded database a transaction holds the only connection,
 * and a page polling for progress must not queue behind a whole import (docs/decisions.md,
 * "CSV user import").
 */
export interface RequestGate {
  /** Called by the HTTP layer around every request. */
  requestStarted(): void;
  requestEnded(): void;
  /** Resolves when no request is being served, or after `maxWaitMs` (so a busy server still makes progress). */
  whenQuiet(maxWaitMs?: number): Promise<void>;
}

/** Between two steps of a job. */
const PAUSE_MS = 10;

export function createRequestGate(): RequestGate {
  let requests = 0;
  let quiet: (() => void)[] = [];
  return {
    requestStarted() {
      requests += 1;
    },
    requestEnded() {
      requests = Math.max(0, requests - 1);
      if (requests > 0) return;
      for (const resolve of quiet) resolve();
      quiet = [];
    },
    async whenQuiet(maxWaitMs = 1000) {
      // An embedded database answers in microtasks, so without this pause a job would never let
      // the server read a request that arrived meanwhile; a few milliseconds let it accept and parse one.
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      if (requests === 0) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, maxWaitMs);
        quiet.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
