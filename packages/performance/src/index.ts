export * from './dates';
export * from './gain';
export * from './bif';
export * from './scrotal';
export * from './performance';
