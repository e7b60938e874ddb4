import { describe, expect, it } from 'vitest';
import { Lru } from './lru';

describe('Lru', () => {
  it('evicts the least recently used entry past its entry and size bounds', () => {
    const lru = new Lru<string>(2, 100);
    lru.set('a', 'A');
    lru.set('b', 'B');
    lru.get('a');
    lru.set('c', 'C');
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual(['A', undefined, 'C']);
    lru.set('big', 'x', 20);
    lru.set('huge', 'y', 30);
    expect(lru.get('big')).toBe('x');
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.size).toBe(2);
  });
});
