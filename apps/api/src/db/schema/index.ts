export * from './accounts';
export * from './catalog';
export * from './shopping';
export * from './orders';
export * from './wallet';
export * from './returns';
export * from './messaging';
export * from './payments';
