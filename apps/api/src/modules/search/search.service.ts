import { categorySlug } from '@store/shared/slug';
import { toCents, toDollars } from '@store/shared/money';
import type { SearchQuery, SearchResponse } from '@store/shared/schemas/search';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../db/types.ts';
import type { Db } from '../../db/connect.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { Ctx } from '../../lib/context.ts';
import { pick } from '../../lib/i18n.ts';
import {
  activeCategoriesWithCounts,
  PRODUCT_SUMMARY_COLUMNS,
  productsWithCategory,
  toProductSummary,
} from '../catalog/product-mapper.ts';
import { categoryWords } from './category-words.ts';
import {
  correctTerms,
  nameHolds,
  planMatches,
  planMatchingKeys,
  productKey,
  rankedMatches,
} from './match.ts';
import { planQuery, type QueryWord } from './query-plan.ts';
import { beginsWords } from './query-terms.ts';
import { synonymGroups } from './synonyms.ts';

type Filters = Omit<SearchQuery, 'q' | 'lang' | 'limit' | 'page' | 'sortBy' | 'track'>;
type Eb = ExpressionBuilder<Database & { p: Database['products']; c: Database['categories'] }, 'p' | 'c'>;

/** The category a filter names (slug or name, either language); null means every category. */
function categoryFilter(category: string | undefined): string | null {
  if (!category || category === 'all') return null;
  return categorySlug(category);
}

/** What the words ask for: every word, or (partial matches) any of them. */
interface Words {
  plan: readonly QueryWord[];
  all: boolean;
}
const NO_WORDS: Words = { plan: [], all: true };

/**
 * Which filters apply. `categories: false` leaves the category's own checks (active, the category
 * filter) to the caller, for a query that reads products alone.
 */
type Narrowing = { category: boolean; price: boolean; matchesFirst?: boolean; categories?: false };

/** Active products in active categories that match the words, narrowed by the filters asked for. */
function conditions(eb: Eb, ctx: Ctx, words: Words, f: Filters, with_: Narrowing) {
  const slug = categoryFilter(f.category);
  const all = [eb('p.isActive', '=', 1)];
  if (with_.categories !== false) all.push(eb('c.isActive', '=', 1));
  if (words.plan.length > 0) {
    const keys = planMatchingKeys(ctx.db, words.plan, words.all, with_.matchesFirst);
    all.push(eb(productKey(ctx.db, 'p'), 'in', keys));
  }
  if (with_.category && slug !== null) all.push(eb('c.slug', '=', slug));
  if (with_.price && f.minPrice !== undefined) all.push(eb('p.priceCents', '>=', toCents(f.minPrice)));
  if (with_.price && f.maxPrice !== undefined) all.push(eb('p.priceCents', '<=', toCents(f.maxPrice)));
  if (f.minRating !== undefined) all.push(eb('p.rating', '>=', f.minRating));
  if (f.inStock === true) all.push(eb('p.inStock', '=', 1));
  if (f.featured === true) all.push(eb('p.featured', '=', 1));
  return eb.and(all);
}

function filtered(ctx: Ctx, words: Words, f: Filters, with_: Narrowing) {
  return productsWithCategory(ctx.db).where((eb) => conditions(eb, ctx, words, f, with_));
}

function priceCondition(eb: Eb, f: Filters) {
  const conditions = [];
  if (f.minPrice !== undefined) conditions.push(eb('p.priceCents', '>=', toCents(f.minPrice)));
  if (f.maxPrice !== undefined) conditions.push(eb('p.priceCents', '<=', toCents(f.maxPrice)));
  return conditions.length ? eb.and(conditions) : eb.lit(true);
}

interface Facet {
  slug: string;
  nameEn: string;
  nameFr: string | null;
  matching: number;
  minPrice: number | null;
  maxPrice: number | null;
}

/**
 * Per category: how many products match the words and every filter but the category (that is the
 * facet count a shopper sees beside each category), and the price range before price filters. The
 * matches are counted by category id from the products alone, then named: looking each match's
 * category up and grouping by its names cost a quarter more.
 */
async function facets(ctx: Ctx, words: Words, f: Filters): Promise<Facet[]> {
  const perCategory = ctx.db
    .selectFrom('products as p')
    .where((eb) =>
      conditions(eb as unknown as Eb, ctx, words, f, { category: false, price: false, categories: false }),
    )
    .select((eb) => [
      'p.categoryId',
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(priceCondition(eb as unknown as Eb, f))
            .then(1)
            .else(0)
            .end(),
        )
        .as('matching'),
      eb.fn.min<number>('p.priceCents').as('minPrice'),
      eb.fn.max<number>('p.priceCents').as('maxPrice'),
    ])
    .groupBy('p.categoryId');
  const rows = await ctx.db
    .selectFrom(perCategory.as('f'))
    .innerJoin('categories as c', 'c.id', 'f.categoryId')
    .select(['c.slug', 'c.nameEn', 'c.nameFr', 'f.matching', 'f.minPrice', 'f.maxPrice'])
    .where('c.isActive', '=', 1)
    .orderBy('c.sortOrder')
    .orderBy('c.slug')
    .execute();
  return rows.map((r) => ({ ...r, matching: Number(r.matching) }));
}

const SORTS = {
  'price-low': [['p.priceCents', 'asc']],
  'price-high': [['p.priceCents', 'desc']],
  rating: [
    ['p.rating', 'desc'],
    ['p.reviewCount', 'desc'],
  ],
  reviews: [['p.reviewCount', 'desc']],
  newest: [['p.createdAt', 'desc']],
  popularity: [['p.viewCount', 'desc']],
} as const;

/**
 * Up to this many matches, sorting the matches themselves beats walking a sort index in search of them
 * (measured at 100k products: 1,400 matches 27 ms against 540 ms). Walking the index wins only when
 * matches are spread all along it: 'headphones' by price, 3,000 expensive matches, walked 23,000
 * cheaper products first (169 ms); sorting them took 20 ms.
 */
const SORT_MATCHES_FIRST_UP_TO = 10_000;

async function resultPage(ctx: Ctx, words: Words, query: SearchQuery, total: number) {
  const offset = (query.page - 1) * query.limit;
  if (query.sortBy === 'relevance' && words.plan.length > 0) {
    // Only relevance needs the score, so only it joins the ranked matches. More words matched first
    // (partial matches), then the better score, in stock before sold out, and the id for a stable order.
    // The matches come first (a cross join keeps SQLite's order): each finds its product by id, instead
    // of every active product being probed against the matches.
    return ctx.db
      .selectFrom(rankedMatches(ctx.db, words.plan, words.all).as('m'))
      .crossJoin('products as p')
      .innerJoin('categories as c', 'c.id', 'p.categoryId')
      .where(productKey(ctx.db, 'p'), '=', sql.ref<string | number>('m.productKey'))
      .where((eb) => conditions(eb as unknown as Eb, ctx, NO_WORDS, query, { category: true, price: true }))
      .select(PRODUCT_SUMMARY_COLUMNS)
      .orderBy('m.matched', 'desc')
      .orderBy('m.score', 'desc')
      .orderBy('p.inStock', 'desc')
      .orderBy('p.id')
      .limit(query.limit)
      .offset(offset)
      .execute();
  }
  const matchesFirst = total <= SORT_MATCHES_FIRST_UP_TO;
  let q = filtered(ctx, words, query, { category: true, price: true, matchesFirst }).select(
    PRODUCT_SUMMARY_COLUMNS,
  );
  if (query.sortBy === 'relevance') q = q.orderBy('p.featured', 'desc').orderBy('p.viewCount', 'desc');
  else for (const [column, direction] of SORTS[query.sortBy]) q = q.orderBy(column, direction);
  return q.orderBy('p.id').limit(query.limit).offset(offset).execute();
}

async function runSearch(ctx: Ctx, words: Words, query: SearchQuery) {
  const facetRows = await facets(ctx, words, query);
  const slug = categoryFilter(query.category);
  const selected = facetRows.filter((r) => slug === null || r.slug === slug);
  const total = selected.reduce((sum, r) => sum + r.matching, 0);
  const rows = total > 0 ? await resultPage(ctx, words, query, total) : [];
  return { facetRows, selected, total, rows };
}

/**
 * The plan with category words kept only for words no product name holds: 'furniture' brings Home &
 * Garden in, while 'shoes' finds what is named so (and its synonyms) without the 16,000 other Fashion
 * products of a large catalogue, which would only slow every such search down.
 */
async function withCategoryFallback(ctx: Ctx, plan: readonly QueryWord[]): Promise<QueryWord[]> {
  return Promise.all(
    plan.map(async (word) => {
      if (!word.alternatives.some((a) => a.kind === 'category')) return word;
      if (!(await nameHolds(ctx.db, word))) return word;
      return { ...word, alternatives: word.alternatives.filter((a) => a.kind !== 'category') };
    }),
  );
}

/**
 * The query with its unknown words replaced by their closest indexed spelling; null when no word
 * needed or found a correction. A word is unknown when none of its forms, synonyms or parts is indexed.
 */
async function corrected(ctx: Ctx, plan: readonly QueryWord[]): Promise<string | null> {
  const known = new Map(plan.map((w) => [w.text, w]));
  const fixed = await correctTerms(
    ctx.db,
    plan.map((w) => w.text),
    async (text) => {
      const word = known.get(text);
      return !word || text.includes(' ') || (await planMatches(ctx.db, [word]));
    },
  );
  return fixed ? fixed.join(' ') : null;
}

/**
 * The store's search: full-text with stemming, synonyms, parts of words and category words, ranked
 * the same on both databases; every filter combinable, category facets and price range for the query,
 * paging. When the words as typed match nothing, a close spelling; when all the words together still
 * match nothing, the products matching most of them (partialMatch).
 */
export async function search(ctx: Ctx, query: SearchQuery): Promise<SearchResponse> {
  const [groups, categories] = await Promise.all([synonymGroups(ctx.db), categoryWords(ctx.db)]);
  let plan = await withCategoryFallback(ctx, planQuery(query.q, groups, categories));
  const tooShort = query.q.trim() !== '' && plan.length === 0;
  let words: Words = { plan, all: true };
  let result = tooShort ? null : await runSearch(ctx, words, query);
  let correctedQuery: string | null = null;
  if (result && result.total === 0 && plan.length > 0) {
    const text = await corrected(ctx, plan);
    if (text) {
      correctedQuery = text;
      plan = await withCategoryFallback(ctx, planQuery(text, groups, categories));
      words = { plan, all: true };
      result = await runSearch(ctx, words, query);
    }
  }
  let partialMatch = false;
  // Only when the words themselves never meet: a filter that leaves nothing is the shopper's choice.
  if (result && result.total === 0 && plan.length > 1 && !(await planMatches(ctx.db, plan))) {
    words = { plan, all: false };
    result = await runSearch(ctx, words, query);
    partialMatch = result.total > 0;
  }
  const terms = plan.flatMap((w) => w.text.split(' '));
  const total = result?.total ?? 0;
  const prices = (result?.selected ?? []).flatMap((r) =>
    r.minPrice === null ? [] : [r.minPrice, r.maxPrice!],
  );
  const matchingCategories = terms.length ? await categoriesMatching(ctx, terms) : [];
  return {
    products: (result?.rows ?? []).map((r) => toProductSummary(r, ctx.lang)),
    categories: matchingCategories,
    productCount: total,
    total,
    page: query.page,
    totalPages: Math.ceil(total / query.limit),
    correctedQuery,
    partialMatch,
    filters: {
      categories: (result?.facetRows ?? [])
        .filter((r) => r.matching > 0)
        .map((r) => ({ name: pick(ctx.lang, r.nameEn, r.nameFr), slug: r.slug, count: r.matching })),
      priceRange: {
        min: prices.length ? toDollars(Math.min(...prices)) : 0,
        max: prices.length ? toDollars(Math.max(...prices)) : 0,
      },
    },
  };
}

const categoriesToMatch = preparedQuery((db: Db) =>
  activeCategoriesWithCounts(db)
    .select(['c.id', 'c.slug', 'c.nameEn', 'c.nameFr', 'c.descriptionEn', 'c.descriptionFr', 'n.activeCount'])
    .orderBy('c.sortOrder'),
);

/**
 * Active categories whose name, in either language, or slug has a word starting with each query word,
 * with their counts of active products (kept by the database, migration 0019).
 */
export async function categoriesMatching(ctx: Ctx, terms: readonly string[]) {
  const rows = await categoriesToMatch(ctx.db);
  return rows
    .filter((c) => beginsWords(`${c.nameEn} ${c.nameFr ?? ''} ${c.slug}`, terms))
    .map((c) => ({
      _id: c.id,
      id: c.id,
      name: pick(ctx.lang, c.nameEn, c.nameFr),
      slug: c.slug,
      description: pick(ctx.lang, c.descriptionEn, c.descriptionFr),
      productCount: c.activeCount,
    }));
}
