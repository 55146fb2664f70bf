export * from './weather';
export * from './operations';
