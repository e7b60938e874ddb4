// This feature's calls to the store API, one file per endpoint.
export * from './complete-profile';
export * from './get-user';
export * from './google-login';
export * from './login';
export * from './register';
export * from './reset-password';
export * from './send-otp';
export * from './verify-otp';
