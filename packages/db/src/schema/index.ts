export * from './geo';
export * from './branches';
export * from './cars';
export * from './used-cars';
export * from './aftersales';
export * from './content';
export * from './search';
export * from './meta';
