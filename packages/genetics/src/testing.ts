/** For the tests and the bench, not for evaluations: a seeded generator and a simulated beef herd. */
export { seededNormal, seededRandom } from './seeded-random';
export { type HerdOptions, type SimulatedHerd, type SimulatedVariances, simulateHerd } from './simulate';
