import { describe, expect, it } from 'vitest';
import { createRequestGate } from './request-gate';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the request gate', () => {
  it('lets a job wait while requests are served, and no longer than asked', async () => {
    const gate = createRequestGate();
    await gate.whenQuiet();
    gate.requestStarted();
    gate.requestStarted();
    let waited = false;
    const waiting = gate.whenQuiet(60_000).then(() => (waited = true));
    gate.requestEnded();
    await tick();
    expect(waited).toBe(false);
    gate.requestEnded();
    await waiting;
    gate.requestStarted();
    const started = Date.now();
    await gate.whenQuiet(20);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
