export * from './catalog';
export * from './vendors';
export * from './activity';
export * from './site';
export * from './content';
export * from './feeds';
export * from './search';
export * from './diagnosis';
