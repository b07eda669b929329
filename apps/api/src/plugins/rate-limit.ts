import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { isInternalRequest } from '../lib/internal-request.ts';

/**
 * A global per-client limit on API routes. Counters live in Redis when REDIS_URL is set, so several
 * processes behind a load balancer share them; otherwise in this process's memory. The client is
 * `request.ip`, which honours X-Forwarded-For only when TRUST_PROXY says a proxy sits in front.
 * Stricter per-route limits (login, newsletter, contact) are set on those routes.
 */
async function rateLimitPlugin(app: FastifyInstance, opts: { config: AppConfig }): Promise<void> {
  const redis = app.redis;
  await app.register(rateLimit, {
    global: true,
    max: opts.config.rateLimitPerMinute,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'store-rl:' } : {}),
    // A Redis outage must not take the shop down with it: requests pass unlimited meanwhile.
    skipOnError: true,
    allowList: (request) => isInternalRequest(request),
    // The error handler turns this into { error, code: 'RATE_LIMITED' } with status 429.
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: `Too many requests, retry in ${ctx.after}`,
    }),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['redis'] });
