export * from './nutrients';
export * from './ingredients';
export * from './suppliers';
export * from './inventory';
export * from './rations';
export * from './operations';
export * from './activity';
export * from './files';
