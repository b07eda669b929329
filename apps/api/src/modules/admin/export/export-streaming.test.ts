import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../db/ids.ts';
import type { OrdersTable } from '../../../db/types.ts';
import type { Shopper } from '../../../test/shoppers.ts';
import { signInStaff } from '../../../test/staff.ts';
import { createTestApp, TEST_DB } from '../../../test/test-app.ts';
import { csvRecords } from './parse-csv.fixture.ts';
import { EXPORT_PAGE_SIZE } from './keyset-pages.ts';

// A collection on demand, so the heap is measured as what is still held, not what awaits collection.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

let app: FastifyInstance;
let staff: Shopper;

beforeAll(async () => {
  app = await createTestApp({ seed: false });
  staff = await signInStaff(app, 'admin', ['manage_orders']);
});
afterAll(async () => app.close());

const ADDRESS = JSON.stringify({
  firstName: 'Bulk',
  lastName: 'Buyer',
  street: '1 Warehouse Way',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
  country: 'US',
  phone: '+1 555 0100',
});

/** Inserts `count` guest orders of one line each, numbered `${prefix}-n`, many rows a statement. */
async function seedOrders(count: number, prefix: string, createdAt: (i: number) => string) {
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    const orders: Insertable<OrdersTable>[] = [];
    for (let i = start; i < Math.min(count, start + batch); i++) {
      orders.push({
        id: newId(),
        orderNumber: `${prefix}-${String(i).padStart(6, '0')}`,
        userId: null,
        email: `buyer${i}@example.com`,
        status: 'confirmed',
        subtotalCents: 4_999,
        discountCents: 0,
        taxCents: 500,
        shippingCents: 999,
        totalCents: 6_498,
        shippingAddress: ADDRESS,
        billingAddress: ADDRESS,
        paymentStatus: 'succeeded',
        createdAt: createdAt(i),
      });
    }
    await app.db.insertInto('orders').values(orders).execute();
    await app.db
      .insertInto('orderItems')
      .values(
        orders.map((o) => ({
          id: newId(),
          orderId: o.id,
          name: 'Canvas Tote, "large"',
          image: '/img/tote.webp',
          unitPriceCents: 4_999,
          lineTotalCents: 4_999,
          quantity: 1,
        })),
      )
      .execute();
  }
}

describe('the orders export reads in pages', () => {
  it('writes every row exactly once, newest first, across pages whose edges fall inside equal times', async () => {
    // Groups of 7 orders share a time kept to the microsecond (PostgreSQL stores it; a JavaScript
    // date would round it), so page edges cut through ties and through sub-millisecond differences.
    const count = EXPORT_PAGE_SIZE * 2 + 234;
    await seedOrders(
      count,
      'TIE',
      (i) =>
        `2026-01-01T00:${String(Math.floor(i / 7 / 60)).padStart(2, '0')}:${String(Math.floor(i / 7) % 60).padStart(2, '0')}.123${String(i % 3)}56Z`,
    );
    const res = await app.inject({
      url: '/api/admin/export/orders?format=csv&search=TIE-',
      headers: staff.auth,
    });
    expect(res.statusCode).toBe(200);
    const rows = csvRecords(res.body.slice(1));
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((r) => r['Order Number'])).size).toBe(count);
    const stored = await app.db
      .selectFrom('orders')
      .select('id')
      .where('orderNumber', 'like', 'TIE-%')
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(rows.map((r) => r['Order ID'])).toEqual(stored.map((o) => o.id));
    expect(rows[0]).toMatchObject({
      'First Name': 'Bulk',
      Items: '1 × Canvas Tote, "large"',
      Total: '64.98',
    });
  });
});

describe.runIf(TEST_DB === 'sqlite')('streaming a large export', () => {
  it('sends 100,000 orders while the heap stays flat', { timeout: 120_000 }, async () => {
    const count = 100_000;
    const start = Date.parse('2025-01-01T00:00:00.000Z');
    await seedOrders(count, 'BULK', (i) => new Date(start + i * 1_000).toISOString());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    /** What the process holds: the JavaScript heap and the buffers outside it (a CSV sent whole is one). */
    const held = () => {
      collect();
      const { heapUsed, external } = process.memoryUsage();
      return heapUsed + external;
    };
    const baseline = held();
    let peak = 0;
    let bytes = 0;
    let lines = 0;
    let firstChunkAt = 0;
    const started = Date.now();
    const sampler = setInterval(() => {
      peak = Math.max(peak, held() - baseline);
    }, 250);
    try {
      await new Promise<void>((resolve, reject) => {
        const path = '/api/admin/export/orders?format=csv&search=BULK-';
        const request = get({ port, host: '127.0.0.1', path, headers: staff.auth }, (response) => {
          expect(response.statusCode).toBe(200);
          // Chunks are counted and dropped as they come: what stays held is the server's doing.
          response.on('data', (chunk: Buffer) => {
            firstChunkAt ||= Date.now();
            bytes += chunk.length;
            for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
          });
          response.on('end', resolve);
          response.on('error', reject);
        });
        request.on('error', reject);
      });
    } finally {
      clearInterval(sampler);
    }
    const total = Date.now() - started;
    expect(lines).toBe(count + 1);
    // ~24 MB of CSV went through; the process never held more than a few pages of it (about 2 MB
    // streaming; the same CSV built whole before sending holds 30+ MB).
    expect(bytes).toBeGreaterThan(20_000_000);
    expect(peak, `peak held memory +${Math.round(peak / 1e6)} MB`).toBeLessThan(12_000_000);
    // The first rows leave long before the last are read.
    expect(firstChunkAt - started, `first chunk of a ${total} ms download`).toBeLessThan(total / 5);
  });
});
