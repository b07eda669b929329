import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { registerShopper, STRONG_PASSWORD } from '../../test/shoppers.ts';

let app: FastifyInstance;
let proxied: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({
    seed: false,
    config: { loginThrottle: { perAccount: 3, perClient: 8, windowMs: 60_000 } },
  });
  proxied = await createTestApp({
    seed: false,
    config: { trustProxy: true, loginThrottle: { perAccount: 50, perClient: 3, windowMs: 60_000 } },
  });
});
afterAll(async () => {
  await app.close();
  await proxied.close();
});

const login = (
  target: FastifyInstance,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) => target.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers });

describe('sign-in throttling', () => {
  it('locks an account after repeated failures, even for the right password, without touching others', async () => {
    const victim = await registerShopper(app);
    const other = await registerShopper(app);
    for (let i = 0; i < 3; i++)
      expect((await login(app, victim.email, 'wrong guess ' + i)).statusCode).toBe(401);
    const locked = await login(app, victim.email, STRONG_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error: 'Too many failed sign-in attempts. Please try again later.',
      code: 'TOO_MANY_ATTEMPTS',
    });
    expect((await login(app, other.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('a success clears the account’s count', async () => {
    const shopper = await registerShopper(app);
    await login(app, shopper.email, 'wrong guess');
    await login(app, shopper.email, 'wrong guess');
    expect((await login(app, shopper.email, STRONG_PASSWORD)).statusCode).toBe(200);
    await login(app, shopper.email, 'wrong guess');
    await login(app, shopper.email, 'wrong guess');
    expect((await login(app, shopper.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('limits one client trying many accounts; X-Forwarded-For does not reset it without a trusted proxy', async () => {
    const shopper = await registerShopper(app);
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) {
      codes.push(
        (await login(app, `stranger${i}@example.com`, 'guess', { 'x-forwarded-for': `203.0.113.${i}` }))
          .statusCode,
      );
    }
    // Earlier tests of this file already spent some of this client's failures.
    expect(codes).toContain(429);
    expect(codes.at(-1)).toBe(429);
    expect(
      (await login(app, shopper.email, STRONG_PASSWORD, { 'x-forwarded-for': '198.51.100.7' })).statusCode,
    ).toBe(429);
  });

  it('behind a trusted proxy each forwarded client has its own count', async () => {
    for (let i = 0; i < 3; i++) {
      expect(
        (await login(proxied, `x${i}@example.com`, 'guess', { 'x-forwarded-for': '203.0.113.1' })).statusCode,
      ).toBe(401);
    }
    expect(
      (await login(proxied, 'y@example.com', 'guess', { 'x-forwarded-for': '203.0.113.1' })).statusCode,
    ).toBe(429);
    expect(
      (await login(proxied, 'y@example.com', 'guess', { 'x-forwarded-for': '203.0.113.2' })).statusCode,
    ).toBe(401);
  });
});

describe('sign-in throttling across processes', () => {
  it('two app instances share one account’s failures through Redis', async () => {
    const config = {
      redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      loginThrottle: { perAccount: 3, perClient: 100, windowMs: 60_000 },
    };
    const [a, b] = await Promise.all([
      createTestApp({ seed: false, config }),
      createTestApp({ seed: false, config }),
    ]);
    try {
      // A random address keeps this run's counter apart from earlier runs' (Redis outlives the test).
      const email = `redis-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
      const codes: number[] = [];
      for (const target of [a, b, a, b]) codes.push((await login(target, email, 'guess')).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
