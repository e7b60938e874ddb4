// One SMTP listener for API tests and browser journeys alike.
export * from '../../apps/api/src/test/smtp-listener';
