export * from './reference';
export * from './operations';
