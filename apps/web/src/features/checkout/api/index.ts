// This feature's calls to the store API, one file per endpoint.
export * from './add-address';
export * from './add-order';
export * from './confirm-test-payment';
export * from './create-payment-intent';
export * from './get-addresses';
export * from './process-wallet-payment';
export * from './remove-address';
export * from './set-default-address';
export * from './update-payment-status';
