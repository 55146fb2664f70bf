export * from './departments';
export * from './operations';
