import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(async () => app.close());

const count = async () =>
  Number(
    (
      await app.db
        .selectFrom('newsletterSubscriptions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/newsletter', () => {
  it('subscribes once; the same address again (any case) changes nothing', async () => {
    const first = await app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'Ana@Example.com' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ success: true, message: 'Thank you for subscribing!' });
    const again = await app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: ' ana@example.COM ' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().success).toBe(true);
    expect(await count()).toBe(1);
    const row = await app.db.selectFrom('newsletterSubscriptions').select('email').executeTakeFirstOrThrow();
    expect(row.email).toBe('ana@example.com');
  });

  it.each([
    [{}],
    [{ email: '' }],
    [{ email: 'nope' }],
    [{ email: 42 }],
    [{ email: `${'a'.repeat(250)}@x.com` }],
  ])('refuses %j with a 400 and stores nothing', async (payload) => {
    const before = await count();
    const res = await app.inject({ method: 'POST', url: '/api/newsletter', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: expect.stringContaining('email') });
    expect(await count()).toBe(before);
  });

  it('is rate limited per client', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      codes.push(
        (
          await app.inject({
            method: 'POST',
            url: '/api/newsletter',
            remoteAddress: '10.9.9.9',
            payload: { email: `r${i}@example.com` },
          })
        ).statusCode,
      );
    }
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0);
  });
});
