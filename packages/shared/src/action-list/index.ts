export * from './recurrence';
export * from './tasks';
