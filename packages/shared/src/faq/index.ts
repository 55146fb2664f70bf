export * from './activity';
export * from './faq';
export * from './operations';
