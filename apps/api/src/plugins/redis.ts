import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared Redis connection when REDIS_URL is set (rate-limit and sign-in counters), else null. */
    redis: Redis | null;
  }
}

/** One Redis connection for every counter that several processes must share. */
async function redisPlugin(app: FastifyInstance, opts: { config: AppConfig }): Promise<void> {
  const redis = opts.config.redisUrl
    ? new Redis(opts.config.redisUrl, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: true,
      })
    : null;
  if (redis) {
    // Connect before serving: without the offline queue, commands sent while connecting would fail.
    await redis.connect();
    app.addHook('onClose', async () => void redis.disconnect());
  }
  app.decorate('redis', redis);
}

export default fp(redisPlugin, { name: 'redis' });
