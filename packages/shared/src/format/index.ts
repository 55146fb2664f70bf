export * from './dates';
export * from './time';
export * from './numeric';
