/**
 * Standard normal deviates for a simulated herd (the tests, the bench), from the one seeded
 * generator of numbers (`@ganado/shared/random`), so a herd is the same on every run.
 */
import { seededRandom } from '@ganado/shared/random';

export { seededRandom };

/** Standard normal deviates drawn from `random` (Box–Muller; the second deviate of each pair kept). */
export function seededNormal(random: () => number): () => number {
  let spare = Number.NaN;
  return () => {
    if (!Number.isNaN(spare)) {
      const value = spare;
      spare = Number.NaN;
      return value;
    }
    const radius = Math.sqrt(-2 * Math.log(1 - random()));
    const angle = 2 * Math.PI * random();
    spare = radius * Math.sin(angle);
    return radius * Math.cos(angle);
  };
}
