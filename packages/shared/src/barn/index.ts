export * from './barn';
export * from './operations';
