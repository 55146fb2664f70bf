export * from './roles';
export * from './operations';
