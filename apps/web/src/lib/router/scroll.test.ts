import { describe, expect, it } from 'vitest';

import {
  readPositions,
  SCROLL_STORAGE_KEY,
  scrollKey,
  scrollPlan,
  writePositions,
  type ScrollFacts,
} from './scroll';

const storage = (value: string | null) => ({ getItem: () => value });

describe('saved scroll positions', () => {
  it.each([
    ['{"a1":120,"b2":0}', { a1: 120, b2: 0 }],
    ['{"a1":"120","b2":5}', { b2: 5 }],
    ['not json', {}],
    ['[1,2]', {}],
    ['null', {}],
    [null, {}],
  ])('%j reads as %j', (stored, positions) => {
    expect(readPositions(storage(stored))).toEqual(positions);
  });

  it('reads none without storage, or when storage refuses', () => {
    expect(readPositions(undefined)).toEqual({});
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readPositions(refusing)).toEqual({});
  });

  it('writes under its key, and survives storage that refuses', () => {
    const written: Record<string, string> = {};
    writePositions({ setItem: (key, value) => void (written[key] = value) }, { k: 300 });
    expect(JSON.parse(written[SCROLL_STORAGE_KEY]!)).toEqual({ k: 300 });
    const full = {
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(() => writePositions(full, { k: 1 })).not.toThrow();
  });

  it('keys an entry by its own key', () => {
    expect(scrollKey({ key: 'x1y2' })).toBe('x1y2');
  });
});

describe('where a page shown scrolls to', () => {
  const positions = { back: 640 };
  const facts = (over: Partial<ScrollFacts>): ScrollFacts => ({
    action: 'PUSH',
    key: 'new',
    hash: '',
    preventScrollReset: false,
    ...over,
  });
  it.each<[string, Partial<ScrollFacts>, number | { id: string } | null]>([
    ['a new page: the top', {}, 0],
    ['a replaced page: the top', { action: 'REPLACE' }, 0],
    ['back to a saved entry: where it was left', { action: 'POP', key: 'back' }, 640],
    ['back to an entry never left: the top', { action: 'POP', key: 'other' }, 0],
    ['a saved key on a push is not restored', { key: 'back' }, 0],
    ['a #fragment: its element', { hash: '#reviews' }, { id: 'reviews' }],
    ['an escaped #fragment, decoded', { hash: '#size%20guide' }, { id: 'size guide' }],
    ['a bare #: the top', { hash: '#' }, 0],
    ['a filter changed in place: no scroll', { preventScrollReset: true }, null],
    ['back wins over staying put', { action: 'POP', key: 'back', preventScrollReset: true }, 640],
  ])('%s', (_name, over, plan) => {
    expect(scrollPlan(facts(over), positions)).toEqual(plan);
  });
});
