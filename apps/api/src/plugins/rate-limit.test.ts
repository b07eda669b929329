import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('rate limiting across processes', () => {
  it('shares one client’s counter between two app instances through Redis', async () => {
    const config = { rateLimitPerMinute: 4, redisUrl: REDIS_URL };
    const [a, b] = await Promise.all([
      createTestApp({ seed: false, config }),
      createTestApp({ seed: false, config }),
    ]);
    // A random client address keeps this run's counter apart from earlier runs'.
    const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    try {
      const codes: number[] = [];
      for (const app of [a, b, a, b, a]) {
        codes.push((await app.inject({ url: '/api/brands', remoteAddress })).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 200, 429]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
