import { describe, expect, it } from 'vitest';

import { ApiError } from '../../lib/api-client';
import { failureMessage, failureReason } from './failure-message';

describe('failureMessage', () => {
  it("shows the server's reason for a refused request", () => {
    const refused = new ApiError('Invalid OTP, please try again.', 400, 'OTP_INVALID', 'http');
    expect(failureMessage(refused, 'Error verifying OTP. Please try again.')).toBe(
      'Invalid OTP, please try again.',
    );
    const conflict = new ApiError('Order is already delivered', 409, undefined, 'http');
    expect(failureMessage(conflict, 'Failed to update status')).toBe('Order is already delivered');
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
