export * from './message-format';
export * from './catalogue-check';
