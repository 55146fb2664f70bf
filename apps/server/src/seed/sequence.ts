/** A fixed sequence of numbers in [0, 1), so the demo farm is the same on every machine. */
export function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}
