// This feature's calls to the store API, one file per endpoint.
export * from './cancel-order';
export * from './get-orders';
export * from './get-returns';
export * from './submit-return';
export * from './get-exchange-options';
