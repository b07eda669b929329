import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test/test-app.ts';
import { guest, registerShopper, type Shopper, STRONG_PASSWORD } from './test/shoppers.ts';

/**
 * Text that PostgreSQL cannot store (NUL) or that no field should hold (other control characters),
 * and path parameters that are not what a link would send, are refused with a 400 on both databases.
 */

let app: FastifyInstance;
let shopper: Shopper;
beforeAll(async () => {
  app = await createTestApp();
  shopper = await registerShopper(app);
});
afterAll(async () => app.close());

function expectRefusedText(res: { statusCode: number; json: () => unknown }, field: string): void {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    error: `${field}: must not contain control characters`,
    code: 'VALIDATION_ERROR',
    details: { field, rule: 'control_characters' },
  });
}

describe('a % or a NUL in a path parameter', () => {
  it.each([
    '/api/categories/%25/products',
    "/api/categories/%25'%20OR%20'%25'%3D'/products",
    '/api/categories/100%25-cotton/products',
  ])('%s is an unknown category (404), not a server error', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Category not found', code: 'CATEGORY_NOT_FOUND' });
  });

  it.each([
    ['/api/categories/%00/products', 'slug'],
    ['/api/recommendations/%00', 'id'],
    ['/api/products/%00', 'id'],
    ['/api/products/a%1Fb', 'id'],
  ])('%s is refused with a 400 naming the parameter', async (url, field) => {
    expectRefusedText(await app.inject(url), field);
  });

  it('a broken %-sequence in a path is a 400 in the API shape, not the router own answer', async () => {
    for (const url of ['/api/products/%', '/api/products/%zz', '/api/categories/%E0%A4%A/products']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'The address of this request is not valid', code: 'BAD_REQUEST' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('a NUL in a query parameter is refused too', async () => {
    expectRefusedText(await app.inject('/api/search?q=shoe%00s'), 'q');
    expectRefusedText(await app.inject('/api/suggestions?q=%00'), 'q');
  });
});

describe('control characters in a text field', () => {
  it('a profile name with a NUL is refused and the stored name is unchanged', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: shopper.auth,
      payload: { firstName: 'Ada\u0000Byron' },
    });
    expectRefusedText(res, 'firstName');
    const profile = await app.inject({ url: '/api/auth/profile', headers: shopper.auth });
    expect(profile.json().user.firstName).toBe('Ada');
  });

  it('an address, a sign-up, a contact message and a promo code with a NUL are refused', async () => {
    const address = { street: '1 Main St', city: 'Paris', state: 'IDF', zipCode: '75001', country: 'FR' };
    expectRefusedText(
      await app.inject({
        method: 'POST',
        url: '/api/auth/addresses',
        headers: shopper.auth,
        payload: { ...address, city: 'Par\u0000is' },
      }),
      'city',
    );
    const email = `nul-${Date.now()}@example.com`;
    expectRefusedText(
      await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          firstName: 'Grace\u0000',
          lastName: 'Hopper',
          email,
          password: STRONG_PASSWORD,
          confirmPassword: STRONG_PASSWORD,
        },
      }),
      'firstName',
    );
    expectRefusedText(
      await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Ada',
          email: 'ada@example.com',
          subject: 'Hi\u0000',
          message: 'A long enough message',
        },
      }),
      'subject',
    );
    expectRefusedText(
      await app.inject({
        method: 'POST',
        url: '/api/cart/coupon',
        headers: guest(),
        payload: { code: 'SUMMER2024\u0000' },
      }),
      'code',
    );
    // Nothing was written: no address, no account.
    const stored = await app.inject({ url: '/api/auth/profile', headers: shopper.auth });
    expect(stored.json().user.addresses).toEqual([]);
    expect(await app.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
  });

  it('a one-line field refuses a tab, a line break, DEL and a C1 control', async () => {
    for (const bad of ['Ada\tByron', 'Ada\nByron', 'Ada\u007f', 'Ada\u009b']) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: shopper.auth,
        payload: { lastName: bad },
      });
      expectRefusedText(res, 'lastName');
    }
  });

  it('a multi-line message keeps its line breaks and tabs, and accents and emoji pass everywhere', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Zoë Ångström 🚀',
        email: 'zoe@example.com',
        subject: 'Délai de livraison',
        message: 'Bonjour,\r\n\tma commande est-elle partie ?\nMerci',
      },
    });
    expect(res.statusCode).toBe(201);
    const named = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: shopper.auth,
      payload: { lastName: 'Ångström-Ż 🚀' },
    });
    expect(named.statusCode).toBe(200);
    expect(named.json().user.lastName).toBe('Ångström-Ż 🚀');
  });
});

describe('answers that depend on who is asking', () => {
  it('are never stored by a browser or a proxy', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: shopper.email, password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const visitor = guest();
    const answers = [
      login,
      await app.inject({ url: '/api/auth/profile', headers: shopper.auth }),
      await app.inject({ url: '/api/cart', headers: shopper.auth }),
      await app.inject({ url: '/api/cart', headers: visitor }),
      await app.inject({ url: '/api/favorites', headers: shopper.auth }),
      await app.inject({ url: '/api/recent', headers: visitor }),
      // Refusals too: a 401 must not be replayed to the next caller either.
      await app.inject({ url: '/api/auth/profile' }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBeLessThan(500);
      expect(res.headers['cache-control'], `${res.statusCode} ${res.body.slice(0, 80)}`).toBe('no-store');
    }
  });
});
