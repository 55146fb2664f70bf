export * from './errors';
export * from './types';
export * from './beef';
export * from './dairy';
export * from './requirements';
export * from './constraints';
