export * from './constants';
export * from './credit';
export * from './format';
export * from './media';
export * from './routes';
export * from './validation';
