export * from './activity';
export * from './enquiries';
export * from './live';
export * from './operations';
