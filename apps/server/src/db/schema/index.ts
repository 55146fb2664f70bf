export * from './organizations';
export * from './users';
export * from './access';
export * from './farms';
export * from './reference';
export * from './auth';
export * from './animals';
export * from './action-list';
