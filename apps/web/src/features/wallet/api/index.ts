// This feature's calls to the store API, one file per endpoint.
export * from './get-wallet';
