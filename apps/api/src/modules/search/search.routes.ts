import { errorSchema } from '@store/shared/schemas/common';
import {
  recentResponseSchema,
  type SearchResponse,
  type Suggestion,
  searchQuerySchema,
  searchResponseSchema,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
  trendingResponseSchema,
} from '@store/shared/schemas/search';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../lib/context.ts';
import { guestSessionId } from '../../lib/guest-session.ts';
import { localizedGet } from '../../lib/localized-route.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { normalizedQuery } from './query-terms.ts';
import { recentSearches, recordSearch, trendingSearches } from './search-history.service.ts';
import { search } from './search.service.ts';
import { suggestions } from './suggestions.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Search answers for repeated queries; writers of products clear it after reindexing. */
    searchCache: TtlCache<SearchResponse>;
    /** Suggestions for repeated prefixes (typing repeats the same few letters across shoppers). */
    suggestionCache: TtlCache<Suggestion[]>;
  }
}

/**
 * Answers live config.searchCacheTtlMs (30 s by default): catalogue changes show in search within that
 * time on other processes (this one clears at once). Popular queries repeat constantly, so even a short
 * life saves most of the work.
 */
const SEARCH_CACHE_ENTRIES = 2_000;

function searcher(request: FastifyRequest) {
  return { userId: request.user?.id ?? null, sessionId: guestSessionId(request) };
}

/** Search, suggestions, trending and recent searches (storefront §7). */
async function searchRoutes(app: FastifyInstance, opts: { cacheTtlMs: number }): Promise<void> {
  app.decorate('searchCache', new TtlCache<SearchResponse>(SEARCH_CACHE_ENTRIES, opts.cacheTtlMs));
  app.decorate('suggestionCache', new TtlCache<Suggestion[]>(SEARCH_CACHE_ENTRIES, opts.cacheTtlMs));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['search'];

  r.get(
    '/api/search',
    {
      preHandler: app.identify,
      schema: {
        tags,
        summary: 'Full-text product search with filters, sorting, facets and paging',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const { track, ...query } = request.query;
      const key = JSON.stringify(query);
      let result = app.searchCache.get(key);
      if (!result) {
        result = await search(ctxOf(request, query.lang), query);
        if (opts.cacheTtlMs > 0) app.searchCache.set(key, result);
      }
      if (track) await recordSearch(ctxOf(request), searcher(request), query.q, result.total);
      return result;
    },
  );

  r.get(
    '/api/suggestions',
    {
      schema: {
        tags,
        summary: 'Up to five completions (products and categories) for what is typed',
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsResponseSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const { lang, q } = request.query;
      const key = `${lang}:${normalizedQuery(q)}`;
      let list = app.suggestionCache.get(key);
      if (!list) {
        list = await suggestions(ctxOf(request, lang), q);
        if (opts.cacheTtlMs > 0) app.suggestionCache.set(key, list);
      }
      return { suggestions: list };
    },
  );

  localizedGet(
    app,
    '/api/trending',
    { tags, summary: 'What shoppers search most', response: trendingResponseSchema },
    async (ctx) => ({ trending: await trendingSearches(ctx) }),
  );

  r.get(
    '/api/recent',
    {
      preHandler: app.identify,
      schema: {
        tags,
        summary: "The caller's own recent searches (signed-in user, or guest by x-session-id)",
        response: { 200: recentResponseSchema },
      },
    },
    async (request) => ({ recent: await recentSearches(ctxOf(request), searcher(request)) }),
  );
}

export default fp(searchRoutes, { name: 'search-routes', dependencies: ['auth', 'db'] });
