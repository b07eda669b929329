/**
 * The requests the catalogue benchmark sends, read from the database it built: every category page
 * kind the issue names (each category, pages 1/50/200/last, two sorts, 48 a page), 300 products
 * picked at random with a fixed seed, the home page's lists, recommendations, a fixed file of
 * realistic searches (words, typos, French, filters, sorts, pages) and the prefixes typed on the way
 * to them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../apps/api/src/db/connect.ts';
import { createRng } from '../../apps/api/src/seed/prng.ts';
import { ROOT } from '../lib/web-build.ts';

export const CATEGORY_PAGE_SIZE = 48;
const CATEGORY_SORTS = ['relevance', 'price-low'] as const;
const PRODUCT_SAMPLE = 300;
const MAX_PREFIXES = 1_000;

export interface CataloguePaths {
  category: string[];
  product: string[];
  featured: string[];
  categories: string[];
  recommendations: string[];
  search: string[];
  suggestions: string[];
}

/** `?lang=fr` on every other path, so both languages are read. */
const inTurn = (path: string, i: number) =>
  i % 2 === 0 ? path : `${path}${path.includes('?') ? '&' : '?'}lang=fr`;

/** The fixed list of searches (scripts/bench/catalogue-searches.txt). */
function searches(): string[] {
  return readFileSync(join(ROOT, 'scripts/bench/catalogue-searches.txt'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('/api/search'));
}

/** What a shopper types on the way to each searched word: its prefixes from 2 letters on. */
function prefixesOf(paths: readonly string[]): string[] {
  const prefixes = new Set<string>();
  for (const path of paths) {
    const q = new URL(path, 'http://x').searchParams.get('q') ?? '';
    for (const word of q.split(/\s+/).filter(Boolean)) {
      for (let n = 2; n <= word.length; n += 1) prefixes.add(word.slice(0, n));
    }
  }
  return [...prefixes]
    .slice(0, MAX_PREFIXES)
    .map((p, i) => inTurn(`/api/suggestions?q=${encodeURIComponent(p)}`, i));
}

/** Every path of the benchmark, from the rows of the database it will run against. */
export async function cataloguePaths(db: Db): Promise<CataloguePaths> {
  const categories = await db
    .selectFrom('categories as c')
    .innerJoin('products as p', 'p.categoryId', 'c.id')
    .select((eb) => ['c.slug', eb.fn.countAll<number>().as('products')])
    .where('c.isActive', '=', 1)
    .where('p.isActive', '=', 1)
    .groupBy('c.slug')
    .execute();
  const category: string[] = [];
  for (const { slug, products } of categories) {
    const last = Math.max(1, Math.ceil(Number(products) / CATEGORY_PAGE_SIZE));
    for (const page of [...new Set([1, 50, 200, last])].filter((p) => p <= last)) {
      for (const sort of CATEGORY_SORTS) {
        category.push(
          `/api/categories/${slug}/products?page=${page}&limit=${CATEGORY_PAGE_SIZE}&sortBy=${sort}`,
        );
      }
    }
  }
  const ids = (await db.selectFrom('products').select('id').where('isActive', '=', 1).execute()).map(
    (r) => r.id,
  );
  const rng = createRng(19);
  const sample = Array.from({ length: PRODUCT_SAMPLE }, () => rng.pick(ids));
  const search = searches();
  return {
    category,
    product: sample.map((id, i) => inTurn(`/api/products/${id}`, i)),
    featured: ['/api/products/featured', '/api/products/featured?lang=fr'],
    categories: ['/api/categories/active', '/api/categories/active?lang=fr'],
    recommendations: sample.map((id, i) => inTurn(`/api/recommendations/${id}`, i)),
    search,
    suggestions: prefixesOf(search),
  };
}
