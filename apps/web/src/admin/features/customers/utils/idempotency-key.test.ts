import { IDEMPOTENCY_KEY_PATTERN } from '@store/domain';
import { describe, expect, it } from 'vitest';

import { newIdempotencyKey } from './idempotency-key';

describe('newIdempotencyKey', () => {
  it('makes a key the server takes, a new one each time', () => {
    const keys = Array.from({ length: 50 }, newIdempotencyKey);
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(new Set(keys).size).toBe(50);
  });
});
