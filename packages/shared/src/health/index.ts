export * from './health';
export * from './operations';
