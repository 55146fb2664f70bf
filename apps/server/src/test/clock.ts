import type { Clock } from '../context';

/** A clock a test moves by hand: `clock.advance(minutes)`. */
export function testClock(start = new Date()): Clock & { advance(minutes: number): void } {
  let now = start.getTime();
  return Object.assign(() => new Date(now), {
    advance(minutes: number) {
      now += minutes * 60_000;
    },
  });
}
