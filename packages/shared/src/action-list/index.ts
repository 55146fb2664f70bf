export * from './recurrence';
export * from './tasks';
export * from './operations';
