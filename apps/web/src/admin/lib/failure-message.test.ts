import { describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api-client';
import { failureMessage, failureReason } from './failure-message';

describe('failureMessage', () => {
  it("shows the server's reason for a refused request", () => {
    const conflict = new ApiError('Order is already delivered', 409, undefined, 'http');
    expect(failureMessage(conflict, 'Failed to update status')).toBe('Order is already delivered');
  });

  it("says 'code' where the API's refusal of a code says 'OTP' (its original words)", () => {
    const refusal = (text: string, code: string) => new ApiError(text, 400, code, 'http', text);
    const fallback = 'Error checking the code. Please try again.';
    expect(failureMessage(refusal('Invalid OTP, please try again.', 'OTP_INVALID'), fallback)).toBe(
      'Wrong code, please try again.',
    );
    expect(failureMessage(refusal('Invalid OTP', 'OTP_INVALID'), fallback)).toBe(
      'Wrong code, please try again.',
    );
    expect(
      failureMessage(refusal('OTP has expired, request a new one', 'OTP_EXPIRED'), fallback),
    ).toBe('The code has expired. Please send a new one.');
    expect(
      failureMessage(
        refusal('No valid OTP for this order. Please send a new one.', 'OTP_NONE'),
        fallback,
      ),
    ).toBe('No code is waiting. Please send a new one.');
  });

  it("falls back to the screen's message for server errors, network failures and the rest", () => {
    const fallback = 'Failed to update status';
    expect(failureMessage(new ApiError('Server error.', 500, undefined, 'http'), fallback)).toBe(
      fallback,
    );
    expect(failureMessage(new ApiError('Offline', 0, 'NETWORK_ERROR', 'network'), fallback)).toBe(
      fallback,
    );
    expect(failureMessage(new ApiError('Slow', 0, 'TIMEOUT', 'timeout'), fallback)).toBe(fallback);
    expect(failureMessage(new Error('boom'), fallback)).toBe(fallback);
  });

  it('has a message of its own for something other than a failed call, when the screen has one', () => {
    expect(failureMessage(new Error('boom'), 'Failed to send OTP', 'Error sending OTP')).toBe(
      'Error sending OTP',
    );
    const refused = new ApiError('Return not found', 404, undefined, 'http');
    expect(failureMessage(refused, 'Failed to send OTP', 'Error sending OTP')).toBe(
      'Return not found',
    );
  });

  it("shows a refused read's server text rather than the catalogue's", () => {
    const read = new ApiError('Resource not found', 404, 'NOT_FOUND', 'http', 'Product not found');
    expect(failureMessage(read, 'Failed to fetch products')).toBe('Product not found');
    expect(failureReason(read)).toBe('Product not found');
    const bare = new ApiError('Resource not found', 404, undefined, 'http');
    expect(failureReason(bare)).toBe('Resource not found');
    const broken = new ApiError('Server error.', 500, undefined, 'http', 'db down');
    expect(failureReason(broken)).toBe('Server error.');
  });
});
