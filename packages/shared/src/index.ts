export * from './constants';
export * from './messages';
export * from './format';
export * from './http';
