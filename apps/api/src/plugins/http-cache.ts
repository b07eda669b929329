import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { hash } from 'node:crypto';

/**
 * A route whose answer is the same for every caller (no token, guest session or per-user data in it)
 * declares it in its route config. `unlessQuery` names a query flag that makes one call personal: a
 * search with `track` records the caller's search, so a shared cache must not answer it instead.
 */
export type PublicCache = true | { unlessQuery: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's 200 answers may be kept by shared caches (CDN) and revalidated by ETag. */
    publicCache?: PublicCache;
  }
}

/**
 * Browsers keep the answer but revalidate it on every use (`max-age=0, must-revalidate`): a shopper
 * who has just bought the last unit sees it gone on the next look, at the cost of a 304 when nothing
 * changed. Shared caches (`s-maxage`) may answer from their copy for 10 s: a CDN is not told of
 * catalogueChanged, so this is the longest a price or stock figure can be out of date there, and
 * checkout re-prices and re-checks stock on the server anyway. 10 s already turns a hot product's
 * thousands of requests a second into one origin request per edge every 10 s; longer saves little.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=10';

/**
 * RFC 9213's header for CDNs alone (they read it instead of Cache-Control): the same 10 s, then 20 s
 * more during which the edge answers with its old copy while it fetches the new one, so no shopper
 * waits on the origin for a hot page. 30 s in all, the answer caches' own default lifetime. It is not
 * in Cache-Control because browsers honour stale-while-revalidate too, and they must not show old stock.
 */
export const CDN_CACHE_CONTROL = 'max-age=10, stale-while-revalidate=20';

/**
 * A strong validator for the exact JSON bytes the route answers (compression, which comes after, sends
 * the same bytes in another content-coding and keeps the tag). SHA-256 is the fastest of Node's hashes
 * on this machine (a few µs for a product answer, against about 1 ms of CPU to build it); cut to 132
 * bits, still far beyond any chance of two versions colliding.
 */
export function etagOf(body: string | Buffer): string {
  return `"${hash('sha256', body, 'base64url').slice(0, 22)}"`;
}

/**
 * If-None-Match holds `*` or a list of entity tags; it is compared weakly (RFC 9110 §13.1.2), so a
 * `W/` a proxy added when it compressed the answer does not stop a match.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function isPublicCall(request: FastifyRequest, declared: PublicCache): boolean {
  if (declared === true) return true;
  const query = request.query as Record<string, unknown> | undefined;
  return !query?.[declared.unlessQuery];
}

/**
 * The answer of a public call, in onSend (before compression, which hooks in per route after every
 * application hook): ETag, shared-cache headers, and 304 without a body when the caller holds it. Only
 * a 200 is kept; an error, or a personal call, keeps the `no-store` the security plugin set.
 */
function cacheAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  const declared = request.routeOptions.config.publicCache;
  if (!declared || reply.statusCode !== 200 || !isPublicCall(request, declared)) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const etag = etagOf(payload);
  void reply.headers({
    etag,
    'cache-control': PUBLIC_CACHE_CONTROL,
    'cdn-cache-control': CDN_CACHE_CONTROL,
    // Compression adds this only when it compresses; a CDN must know from every copy that it may.
    vary: 'accept-encoding',
  });
  if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return payload;
  void reply.code(304).removeHeader('content-type').removeHeader('content-length');
  return null;
}

/**
 * HTTP caching of public answers. A route declares `publicCache` in its config (only a GET may: a
 * write is never answered from a cache), and the declaration is published in the OpenAPI document as
 * `x-public-cache`, where the cache test (http-cache.test.ts) reads it to check every route.
 */
async function httpCachePlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    const declared = route.config?.publicCache;
    if (!declared) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((m) => m !== 'GET' && m !== 'HEAD') || route.url.startsWith('/api/admin')) {
      throw new Error(`${methods.join(',')} ${route.url} cannot be publicly cached`);
    }
    const schema: FastifySchema & { 'x-public-cache': PublicCache } = {
      ...route.schema,
      'x-public-cache': declared,
    };
    route.schema = schema;
  });
  // A callback hook, not an async one: it runs on every response, and a promise per call costs.
  app.addHook('onSend', (request, reply, payload, done) => done(null, cacheAnswer(request, reply, payload)));
}

export default fp(httpCachePlugin, { name: 'http-cache', dependencies: ['security'] });
