export * from './dashboard';
export * from './operations';
