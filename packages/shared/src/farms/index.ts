export * from './units';
export * from './geometry';
export * from './walk';
export * from './farms';
export * from './plausible-area';
export * from './geocoding';
export * from './zones';
export * from './operations';
