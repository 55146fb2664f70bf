export * from './units';
export * from './geometry';
export * from './walk';
export * from './farms';
export * from './zones';
export * from './operations';
