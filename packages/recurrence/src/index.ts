export * from './expand';
export { instantOf, offsetAt, wallClockAt } from './zone';
