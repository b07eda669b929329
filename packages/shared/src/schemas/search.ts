import { z } from 'zod';
import { text } from './text.ts';
import { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT, SORT_OPTIONS } from '../constants.ts';
import { langQuerySchema } from './common.ts';
import { productSummarySchema } from './product.ts';

/** Longest query the engine looks at; longer input is cut, never an error (the box has no limit). */
export const SEARCH_MAX_QUERY_LENGTH = 200;

/** A query-string boolean: 'true'/'1' or 'false'/'0' (absent means no filter). */
const queryBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const price = z.coerce.number().min(0).max(1_000_000);

/** GET /api/search (storefront §7): text, paging, sort and the advanced filters, all combinable. */
export const searchQuerySchema = langQuerySchema.extend({
  q: text().max(10_000).default(''),
  limit: z.coerce.number().int().min(1).max(SEARCH_MAX_LIMIT).default(SEARCH_DEFAULT_LIMIT),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** A category slug or name, in either language; 'all' or empty means every category. */
  category: text().max(100).optional(),
  sortBy: z.enum(SORT_OPTIONS).default('relevance'),
  minPrice: price.optional(),
  maxPrice: price.optional(),
  minRating: z.coerce.number().min(0).max(5).optional(),
  inStock: queryBoolean.optional(),
  featured: queryBoolean.optional(),
  /** The search pages send track=true on a submitted search, so it counts for recent and trending. */
  track: queryBoolean.optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchCategorySchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  productCount: z.number().int(),
});

export const searchResponseSchema = z.object({
  products: z.array(productSummarySchema),
  /** Categories whose name matches the query. */
  categories: z.array(searchCategorySchema),
  productCount: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
  /** Set when nothing matched the words as typed and a close spelling was searched instead. */
  correctedQuery: z.string().nullable(),
  /**
   * Set when no product matches all the words together: the products shown match some of them, those
   * matching the most first.
   */
  partialMatch: z.boolean(),
  filters: z.object({
    /** Category facet: counts for the query and the other filters, whatever category is picked. */
    categories: z.array(z.object({ name: z.string(), slug: z.string(), count: z.number().int() })),
    priceRange: z.object({ min: z.number(), max: z.number() }),
  }),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const suggestionsQuerySchema = langQuerySchema.extend({ q: text().max(10_000).default('') });
export const suggestionSchema = z.object({
  suggestion: z.string(),
  type: z.enum(['product', 'category']),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestionsResponseSchema = z.object({ suggestions: z.array(suggestionSchema) });

export const trendingResponseSchema = z.object({ trending: z.array(z.string()) });
export const recentResponseSchema = z.object({ recent: z.array(z.string()) });
