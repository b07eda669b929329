import { ERROR_CODES } from '@store/shared/error-codes';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type FuzzRequest,
  type Identity,
  type JsonSchema,
  type OpenApiDocument,
  operationsOf,
  requestsFor,
  schemaNodes,
} from './test/fuzz-requests.ts';
import { guestSession, registerShopper, type Shopper } from './test/shoppers.ts';
import { createTestApp } from './test/test-app.ts';

/**
 * Every route of the OpenAPI document is sent malformed requests, signed in, as a guest and with
 * forged identities. No answer may be a 5xx, every refusal is `{ error, code }` with a code of the
 * shared list and without internals,
 * and the API still answers afterwards. A failure prints the shrunk request and the seed to replay
 * it with FUZZ_SEED.
 */

const RUNS_PER_ROUTE = 12;
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const app = await createTestApp();
afterAll(async () => app.close());
const operations = operationsOf(app.swagger() as unknown as OpenApiDocument).filter(
  (op) => !op.path.startsWith('/api/docs'),
);

let shopper: Shopper = await registerShopper(app);

const AUTH: Record<Identity, () => Record<string, string>> = {
  none: () => ({}),
  valid: () => shopper.auth,
  garbage: () => ({ authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' }),
};
const SESSION: Record<Identity, () => Record<string, string>> = {
  none: () => ({}),
  valid: () => ({ 'x-session-id': guestSession() }),
  garbage: () => ({ 'x-session-id': "guest-1'; drop table carts; --" }),
};

/** What a refusal may never show: a stack frame, a file, a driver's or the database's own words. */
const INTERNALS =
  /node_modules|\.ts:\d+|\bat \w+ \(|SQLITE_|syntax error at|violates .* constraint|relation "/;

async function send(req: FuzzRequest) {
  const res = await app.inject({
    method: req.method as 'GET',
    url: req.url,
    headers: {
      ...AUTH[req.auth](),
      ...SESSION[req.session](),
      ...(req.body ? { 'content-type': req.body.contentType } : {}),
    },
    ...(req.body ? { payload: req.body.payload } : {}),
  });
  // Signing out or a (rare) successful password change revokes the shopper's token: take a new one.
  if (
    req.auth === 'valid' &&
    req.url.startsWith('/api/auth/') &&
    req.method !== 'GET' &&
    res.statusCode < 300
  ) {
    shopper = await registerShopper(app);
  }
  return res;
}

/** A string node that says what it accepts (two regexes on one string become an allOf). */
const isConstrained = (node: JsonSchema): boolean =>
  Boolean(
    node.pattern || node.enum || node.format || node.const !== undefined || node.allOf?.some(isConstrained),
  );

describe('the OpenAPI document', () => {
  it('lists the routes the fuzzing walks', () => {
    expect(operations.length).toBeGreaterThanOrEqual(35);
    expect(operations.map((op) => `${op.method} ${op.path}`)).toContain('POST /api/cart/add');
  });

  it('gives every text a request may carry a pattern, an enum, a format or a constant', () => {
    const unchecked = operations.flatMap((op) =>
      [...Object.values(op.query), ...(op.body ? [op.body] : [])]
        .flatMap((schema) => [...schemaNodes(schema)])
        .filter((node) => node.type === 'string' && !isConstrained(node))
        .map(() => `${op.method} ${op.path}`),
    );
    expect(unchecked).toEqual([]);
  });
});

describe('malformed requests to every route', () => {
  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s never answers 5xx, and refuses with { error, code }',
    async (_name, op) => {
      await fc.assert(
        fc.asyncProperty(requestsFor(op), async (req) => {
          const res = await send(req);
          expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
          if (res.statusCode >= 400) {
            const body = res.json<{ error: unknown; code: unknown }>();
            expect(typeof body.error, res.body).toBe('string');
            expect(ERROR_CODES, res.body).toContain(body.code);
            expect(res.body).not.toMatch(INTERNALS);
          }
        }),
        { numRuns: RUNS_PER_ROUTE, seed },
      );
    },
  );

  it('leaves the API answering', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });
});
