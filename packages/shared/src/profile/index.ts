export * from './profile';
export * from './operations';
