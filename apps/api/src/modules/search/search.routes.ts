import { errorSchema } from '@store/shared/schemas/common';
import {
  recentResponseSchema,
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
import { jsonAnswer, sendJson } from '../../lib/json-answer.ts';
import { localizedGet } from '../../lib/localized-route.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { normalizedQuery } from './query-terms.ts';
import { recentSearches, recordSearch, trendingSearches } from './search-history.service.ts';
import { search } from './search.service.ts';
import { suggestions } from './suggestions.service.ts';
import { forgetSynonyms, forgetCategoryWords } from '../product-index/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Search answers (JSON text) for repeated queries; cleared on every catalogueChanged. */
    searchCache: TtlCache<CachedSearch>;
    /** Suggestions (JSON text) for repeated prefixes: typing repeats the same few letters across shoppers. */
    suggestionCache: TtlCache<string>;
  }
}

/**
 * Answers live config.searchCacheTtlMs (30 s by default). Every catalogue write announces
 * catalogueChanged after it commits, in every process (through Redis when REDIS_URL is set), and the
 * caches drop everything then, so a change shows at once; the time limit only bounds what a lost
 * message could leave behind. Popular queries repeat constantly, so even a short life saves most of
 * the work.
 */
const SEARCH_CACHE_ENTRIES = 2_000;

/** A cached search: its JSON text, and its total for the search history. */
interface CachedSearch {
  json: string;
  total: number;
}

function searcher(request: FastifyRequest) {
  return { userId: request.user?.id ?? null, sessionId: guestSessionId(request) };
}

/** Search, suggestions, trending and recent searches (storefront §7). */
async function searchRoutes(app: FastifyInstance, opts: { cacheTtlMs: number }): Promise<void> {
  app.decorate('searchCache', new TtlCache<CachedSearch>(SEARCH_CACHE_ENTRIES, opts.cacheTtlMs));
  app.decorate('suggestionCache', new TtlCache<string>(SEARCH_CACHE_ENTRIES, opts.cacheTtlMs));
  app.events.on('catalogueChanged', ({ stockOnly }) => {
    app.searchCache.clear();
    app.suggestionCache.clear();
    // Synonym and category edits announce catalogueChanged too; a sale or a restock changes neither.
    if (stockOnly) return;
    forgetSynonyms(app.db);
    forgetCategoryWords(app.db);
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['search'];

  r.get(
    '/api/search',
    {
      preHandler: app.identify,
      // The results are the same for everyone; a tracked search also records the caller's search.
      config: { publicCache: { unlessQuery: 'track' } },
      schema: {
        tags,
        summary: 'Full-text product search with filters, sorting, facets and paging',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const { track, ...query } = request.query;
      const key = JSON.stringify(query);
      let answer = app.searchCache.get(key);
      if (!answer) {
        const generation = app.searchCache.generation;
        const result = await search(ctxOf(request, query.lang), query);
        answer = { json: jsonAnswer(searchResponseSchema, result), total: result.total };
        if (opts.cacheTtlMs > 0) app.searchCache.set(key, answer, generation);
      }
      if (track) await recordSearch(ctxOf(request), searcher(request), query.q, answer.total);
      return sendJson(reply, answer.json);
    },
  );

  r.get(
    '/api/suggestions',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'Up to five completions (products and categories) for what is typed',
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsResponseSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const { lang, q } = request.query;
      const key = `${lang}:${normalizedQuery(q)}`;
      let json = app.suggestionCache.get(key);
      if (json === undefined) {
        const generation = app.suggestionCache.generation;
        json = jsonAnswer(suggestionsResponseSchema, {
          suggestions: await suggestions(ctxOf(request, lang), q),
        });
        if (opts.cacheTtlMs > 0) app.suggestionCache.set(key, json, generation);
      }
      return sendJson(reply, json);
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

export default fp(searchRoutes, { name: 'search-routes', dependencies: ['auth', 'db', 'events'] });
