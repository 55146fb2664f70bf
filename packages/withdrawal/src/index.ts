export * from './withdrawal';
export * from './binding';
