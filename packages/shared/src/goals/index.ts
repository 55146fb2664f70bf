export * from './activity';
export * from './goals';
export * from './progress';
export * from './operations';
