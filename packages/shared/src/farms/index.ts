export * from './units';
export * from './geometry';
export * from './farms';
export * from './zones';
