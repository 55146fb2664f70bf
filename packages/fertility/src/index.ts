export * from './assess';
export * from './figures';
export * from './rate';
export { monthOf, MS_PER_DAY } from './time';
