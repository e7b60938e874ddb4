import { describe, expect, it } from 'vitest';
import { compareSizes, sortBySize, sortSizes } from './sizes';

describe('sortSizes', () => {
  it.each([
    {
      what: 'letter sizes, smallest first, whatever order they came in',
      given: ['L', 'M', 'S', 'XL', 'XS', 'XXL'],
      sorted: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    },
    {
      what: 'larger letter sizes in either spelling, and XXS before XS',
      given: ['4XL', 'XXXL', 'XL', 'XXS', 'xs', '2XL'],
      sorted: ['XXS', 'xs', 'XL', '2XL', 'XXXL', '4XL'],
    },
    {
      what: 'numbers in ascending order, not as text',
      given: ['54', '56', '58', '24', '100', '9'],
      sorted: ['9', '24', '54', '56', '58', '100'],
    },
    {
      what: 'half sizes and age ranges by their first number',
      given: ['10-11Y', '2-3Y', '40.5', '4-5Y', '40', '41'],
      sorted: ['2-3Y', '4-5Y', '10-11Y', '40', '40.5', '41'],
    },
    {
      what: 'letters, then numbers, then other words, then One Size',
      given: ['One Size', '54', 'L', 'Petite', 'M', '24', 'XS'],
      sorted: ['XS', 'M', 'L', '24', '54', 'Petite', 'One Size'],
    },
    {
      what: "'one size' in other spellings last too",
      given: ['one-size', 'S', '30'],
      sorted: ['S', '30', 'one-size'],
    },
    {
      what: 'words that only look like sizes stay words',
      given: ['XM', 'MX', 'S'],
      sorted: ['S', 'MX', 'XM'],
    },
    { what: 'nothing', given: [], sorted: [] },
  ])('$what', ({ given, sorted }) => {
    expect(sortSizes(given)).toEqual(sorted);
  });

  it('leaves its input as it was', () => {
    const given = ['L', 'S'];
    sortSizes(given);
    expect(given).toEqual(['L', 'S']);
  });
});

describe('compareSizes and sortBySize', () => {
  it('orders a size before a larger one and ties equal sizes', () => {
    expect(compareSizes('S', 'M')).toBeLessThan(0);
    expect(compareSizes('XXL', 'XL')).toBeGreaterThan(0);
    expect(compareSizes('M', 'M')).toBe(0);
  });

  it('orders counted facet options by their size, not their count', () => {
    const options = [
      { name: 'L', count: 9 },
      { name: 'One Size', count: 7 },
      { name: 'S', count: 3 },
      { name: '54', count: 2 },
    ];
    expect(sortBySize(options, (o) => o.name).map((o) => o.name)).toEqual([
      'S',
      'L',
      '54',
      'One Size',
    ]);
  });
});
