export * from './actions';
export * from './activity-log';
export * from './operations';
