export * from './satellite';
export * from './operations';
