export * from './units';
export * from './events';
