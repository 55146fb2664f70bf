export * from './supplies';
export * from './operations';
