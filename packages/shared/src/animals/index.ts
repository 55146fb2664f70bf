export * from './choices';
export * from './fields';
export * from './animals';
export * from './records';
export * from './groups';
export * from './bulk';
export * from './performance';
