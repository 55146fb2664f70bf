export * from './activity';
export * from './equipment';
export * from './maintenance';
export * from './operations';
