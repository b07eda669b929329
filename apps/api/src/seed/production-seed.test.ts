import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD, loadConfig } from '../config.ts';
import { createTestApp } from '../test/test-app.ts';

/** A store seeded as production seeds it: the README's demo customer cannot sign in. */

let app: FastifyInstance;
beforeAll(async () => {
  const production = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'p'.repeat(40),
    ADMIN_PASSWORD: 'a-real-passphrase',
    PAYMENT_PROVIDER: 'test',
  });
  app = await createTestApp({ config: { seedDemoAccounts: production.seedDemoAccounts } });
});
afterAll(async () => app.close());

describe('a production store', () => {
  it('refuses the published demo customer', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
  });

  it('still has the demo catalogue to browse', async () => {
    const res = await app.inject('/api/products/featured');
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeGreaterThan(0);
  });
});
