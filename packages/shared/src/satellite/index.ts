export * from './satellite';
