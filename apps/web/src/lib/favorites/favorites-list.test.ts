import { describe, expect, it } from 'vitest';
import type { Favorite } from '@store/shared/schemas/favorites';
import type { ProductSummary } from '@store/shared/schemas/product';
import {
  mergeFavorites,
  parseFavorites,
  toFavorite,
  withFavorite,
  withoutFavorite,
} from './favorites-list.ts';
import { parseStoredFavorites } from './stored-favorites.ts';

const summary = (id: string): ProductSummary => ({
  _id: id,
  id,
  name: `Product ${id}`,
  description: 'A product',
  category: 'Electronics',
  categorySlug: 'electronics',
  image: '',
  price: 10,
  originalPrice: 12,
  discount: 17,
  savings: 2,
  rating: 4.5,
  reviews: 3,
  inStock: true,
  featured: false,
});

const favorite = (id: string): Favorite => toFavorite(summary(id), new Date('2026-01-01T00:00:00.000Z'));
const ids = (list: readonly Favorite[]) => list.map((f) => f.productId);

describe('favourite snapshots', () => {
  it('keeps only the summary fields of a product page’s detail', () => {
    const detail = { ...summary('a'), variants: [], images: ['x'], specifications: {} };
    const snapshot = toFavorite(detail);
    expect(snapshot).not.toHaveProperty('variants');
    expect(snapshot).toMatchObject({ productId: 'a', name: 'Product a', price: 10, discount: 17 });
  });

  it('adds newest first, once, and removes by product', () => {
    const list = withFavorite(withFavorite([], favorite('a')), favorite('b'));
    expect(ids(list)).toEqual(['b', 'a']);
    expect(ids(withFavorite(list, favorite('a')))).toEqual(['b', 'a']);
    expect(ids(withoutFavorite(list, 'b'))).toEqual(['a']);
  });
});

describe('sign-in merge', () => {
  it('keeps the server’s entries and pushes the local-only ones, oldest first', () => {
    const server = [favorite('s1'), { ...favorite('shared'), name: 'Server name' }];
    const local = [favorite('new'), { ...favorite('shared'), name: 'Local name' }, favorite('old')];
    const { merged, toPush } = mergeFavorites(server, local);
    expect(ids(merged)).toEqual(['new', 'old', 's1', 'shared']);
    expect(merged.find((f) => f.productId === 'shared')?.name).toBe('Server name');
    expect(ids(toPush)).toEqual(['old', 'new']);
  });

  it('pushes nothing when the local list holds nothing new', () => {
    expect(mergeFavorites([favorite('a')], [favorite('a')]).toPush).toEqual([]);
  });
});

describe('stored favourites', () => {
  it('reads a bare array as a guest’s list and drops malformed entries', () => {
    const raw = JSON.stringify([favorite('a'), { productId: 3 }, null]);
    expect(parseStoredFavorites(raw)).toEqual({ owner: 'guest', items: [favorite('a')] });
  });

  it('reads the owner of a saved copy, and anything unreadable as an empty guest list', () => {
    const raw = JSON.stringify({ owner: 'user-1', items: [favorite('a')] });
    expect(parseStoredFavorites(raw)).toEqual({ owner: 'user-1', items: [favorite('a')] });
    expect(parseStoredFavorites('{not json')).toEqual({ owner: 'guest', items: [] });
    expect(parseStoredFavorites(null)).toEqual({ owner: 'guest', items: [] });
    expect(parseFavorites('nope')).toEqual([]);
  });
});
