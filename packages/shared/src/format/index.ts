export * from './dates';
export * from './time';
export * from './numeric';
export * from './today';
export * from './instant';
export * from './language';
