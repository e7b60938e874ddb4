import { describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api-client';
import { loginErrorMessage } from './login-error';

const messages = {
  failed: 'Login failed',
  error: 'An error occurred. Please try again later.',
};

describe('loginErrorMessage', () => {
  it.each<[string, unknown, string]>([
    [
      'the server’s 401 text',
      new ApiError('Invalid username or password.', 401, 'INVALID_CREDENTIALS', 'http'),
      'Invalid username or password.',
    ],
    [
      'the server’s 429 text',
      new ApiError('Too many requests. Please try again later.', 429, 'RATE_LIMITED', 'http'),
      'Too many requests. Please try again later.',
    ],
    ['a 4xx without text', new ApiError(' ', 400, undefined, 'http'), 'Login failed'],
    ['a 5xx', new ApiError('Server error.', 503, undefined, 'http'), messages.error],
    ['no connection', new ApiError('Network error', 0, 'NETWORK_ERROR', 'network'), messages.error],
    ['a timeout', new ApiError('Request timeout', 0, 'TIMEOUT', 'timeout'), messages.error],
    ['bad JSON', new ApiError('Invalid response', 200, 'X', 'invalid-response'), messages.error],
    ['anything else', new TypeError('boom'), messages.error],
  ])('%s', (_name, error, expected) => {
    expect(loginErrorMessage(error, messages)).toBe(expected);
  });
});
