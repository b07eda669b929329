import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '@store/shared/schemas/product';
import {
  emptyBoxGroups,
  moveActive,
  optionTarget,
  searchPath,
  splitMatch,
  typedGroups,
} from './search-options.ts';

function product(i: number): ProductSummary {
  return {
    _id: `p${i}`,
    id: `p${i}`,
    name: `Product ${i}`,
    description: '',
    category: 'Electronics',
    categorySlug: 'electronics',
    image: `/p${i}.svg`,
    price: 10 + i,
    originalPrice: null,
    discount: 0,
    savings: 0,
    rating: 4,
    reviews: 1,
    inStock: true,
    featured: false,
  };
}

const category = {
  _id: 'c',
  id: 'c',
  name: 'Health & Beauty',
  slug: 'health-beauty',
  description: '',
  productCount: 21,
};

describe('typed text', () => {
  it("starts with the 'search for' row, then at most 6 products and 5 suggestions, then categories", () => {
    const groups = typedGroups(
      'hea',
      { products: Array.from({ length: 9 }, (_, i) => product(i)), categories: [category] },
      Array.from(
        { length: 8 },
        (_, i) => ({ suggestion: `s${i}`, type: i === 0 ? 'category' : 'product' }) as const,
      ),
    );
    expect(groups.map((g) => [g.name, g.options.length])).toEqual([
      ['query', 1],
      ['products', 6],
      ['suggestions', 5],
      ['categories', 1],
    ]);
    expect(groups[0]?.options[0]).toEqual({ kind: 'query', key: 'query', text: 'hea' });
    expect(groups[2]?.options[0]).toMatchObject({ kind: 'suggestion', text: 's0', type: 'category' });
  });

  it('drops suggestions that repeat a product or category row', () => {
    const groups = typedGroups('hea', { products: [product(1)], categories: [category] }, [
      { suggestion: 'product 1', type: 'product' },
      { suggestion: 'Health & Beauty', type: 'category' },
      { suggestion: 'Heated Blanket', type: 'product' },
    ]);
    expect(groups.find((g) => g.name === 'suggestions')?.options).toEqual([
      { kind: 'suggestion', key: 'suggestion-0-Heated Blanket', text: 'Heated Blanket', type: 'product' },
    ]);
  });

  it("keeps only the 'search for' row while nothing has come back", () => {
    expect(typedGroups('lamp', undefined, undefined).map((g) => g.name)).toEqual(['query']);
  });
});

describe('empty box', () => {
  it('shows recent then trending searches, six of each at most', () => {
    const many = Array.from({ length: 10 }, (_, i) => `t${i}`);
    const groups = emptyBoxGroups(['tv', ' '], many);
    expect(groups.map((g) => [g.name, g.options.length])).toEqual([
      ['recent', 1],
      ['trending', 6],
    ]);
  });

  it('shows nothing without recent or trending searches', () => {
    expect(emptyBoxGroups([], undefined)).toEqual([]);
  });
});

describe('targets', () => {
  it('goes to the product, the category, or the search page for the words', () => {
    expect(optionTarget({ kind: 'product', key: 'k', product: product(3) })).toBe('/product/p3');
    expect(
      optionTarget({ kind: 'category', key: 'k', name: 'Fashion', slug: 'fashion', productCount: 2 }),
    ).toBe('/category/fashion');
    expect(optionTarget({ kind: 'suggestion', key: 'k', text: 'Health & Beauty', type: 'category' })).toBe(
      '/search?q=Health+%26+Beauty',
    );
    expect(optionTarget({ kind: 'trending', key: 'k', text: 'yoga mat' })).toBe('/search?q=yoga+mat');
    expect(searchPath('  tv ')).toBe('/search?q=tv');
  });
});

describe('keyboard', () => {
  it('moves down and up through the rows, wrapping at both ends', () => {
    expect(moveActive(-1, 4, 1)).toBe(0);
    expect(moveActive(-1, 4, -1)).toBe(3);
    expect(moveActive(3, 4, 1)).toBe(0);
    expect(moveActive(0, 4, -1)).toBe(3);
    expect(moveActive(1, 4, 1)).toBe(2);
    expect(moveActive(2, 0, 1)).toBe(-1);
  });
});

describe('splitMatch', () => {
  it('finds the typed part whatever its case', () => {
    expect(splitMatch('SonicWave Headphones', 'head')).toEqual(['SonicWave ', 'Head', 'phones']);
    expect(splitMatch('Lamp', 'xyz')).toEqual(['Lamp', '', '']);
  });
});
