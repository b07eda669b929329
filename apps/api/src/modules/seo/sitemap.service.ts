import type { Ctx } from '../../lib/context.ts';
import { activeCategoryOf, productFacts } from '../product-index/index.ts';

/**
 * Products per sitemap file: 20,000 addresses with the French ones, under the protocol's 50,000 and
 * about 1.7 MB of XML, written in a few milliseconds.
 */
export const PRODUCTS_PER_FILE = 10_000;

/** The sitemap files the index lists: the shop's pages, then its products in files of PRODUCTS_PER_FILE. */
export async function sitemapFiles(ctx: Ctx): Promise<string[]> {
  const facts = await productFacts(ctx.db);
  const productFiles = Math.max(1, Math.ceil(facts.size / PRODUCTS_PER_FILE));
  return [
    '/sitemap-pages.xml',
    ...Array.from({ length: productFiles }, (_, i) => `/sitemap-products-${i + 1}.xml`),
  ];
}

/** The home page, every active category and every published content page. */
export async function pagePaths(ctx: Ctx): Promise<string[]> {
  const [facts, pages] = await Promise.all([
    productFacts(ctx.db),
    ctx.db.selectFrom('contentPages').select('slug').where('isPublished', '=', 1).orderBy('slug').execute(),
  ]);
  return [
    '/',
    ...facts.categories.map((c) => `/category/${encodeURIComponent(c.slug)}`),
    ...pages.map((p) => `/pages/${encodeURIComponent(p.slug)}`),
  ];
}

/**
 * The pages of the shown products (active, in an active category) of the file numbered `file` (from
 * 1); null past the last file. Files cut the products by their place in the facts, which every
 * process fills in the same order (by id when it starts, then each new product as numbered), so no sort
 * of 100,000 ids holds up the server for each file.
 */
export async function productPaths(ctx: Ctx, file: number): Promise<string[] | null> {
  const facts = await productFacts(ctx.db);
  const start = (file - 1) * PRODUCTS_PER_FILE;
  if (file < 1 || (start >= facts.size && file > 1)) return null;
  const shownCategory = activeCategoryOf(facts);
  const paths: string[] = [];
  const end = Math.min(facts.size, start + PRODUCTS_PER_FILE);
  for (let slot = start; slot < end; slot += 1) {
    if (facts.active[slot] !== 1 || shownCategory[facts.category[slot]!] === undefined) continue;
    paths.push(`/product/${facts.id[slot]!}`);
  }
  return paths;
}
