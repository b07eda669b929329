import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openShop, registerShopper, type Samples, type Shopper } from '../../../test/shoppers.ts';
import { signInStaff } from '../../../test/staff.ts';
import { forceStatus, type PlacedOrder, placeOrder } from '../orders/admin-orders.fixtures.ts';
import { csvRecords } from './parse-csv.fixture.ts';

let app: FastifyInstance;
let s: Samples;
let ordersAdmin: Shopper;
let usersAdmin: Shopper;
let hostile: PlacedOrder;
let plain: PlacedOrder;

const FORMULA = '=HYPERLINK("http://evil.example","Click")';

beforeAll(async () => {
  ({ app, s } = await openShop());
  ordersAdmin = await signInStaff(app, 'admin', ['manage_orders']);
  usersAdmin = await signInStaff(app, 'admin', ['manage_users']);
  hostile = await placeOrder(app, s, { firstName: FORMULA, lastName: 'Smith, "Jr"' });
  plain = await placeOrder(app, s, { firstName: 'Zoë', lastName: 'Ørsted' });
  await forceStatus(app, plain.id, 'processing');
});
afterAll(async () => app.close());

const exportOf = (what: 'orders' | 'users', query: string, who: Shopper) =>
  app.inject({ url: `/api/admin/export/${what}?format=csv${query}`, headers: who.auth });

describe('GET /api/admin/export/orders', () => {
  it('is a UTF-8 CSV attachment with a byte-order mark and a dated file name', async () => {
    const res = await exportOf('orders', '', ordersAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.body.slice(1, res.body.indexOf('\r\n'))).toMatch(
      /^Order Number,Order ID,Placed At \(UTC\),Status,/,
    );
  });

  it('writes each order once with its customer, lines and amounts, quoting and neutralising text', async () => {
    const res = await exportOf('orders', '', ordersAdmin);
    const rows = csvRecords(res.body.slice(1));
    const total = (await app.inject({ url: '/api/admin/orders', headers: ordersAdmin.auth })).json()
      .pagination.total;
    expect(rows).toHaveLength(total);
    const row = rows.find((r) => r['Order Number'] === hostile.orderNumber);
    expect(row).toMatchObject({
      'Order ID': hostile.id,
      Status: 'confirmed',
      'First Name': `'${FORMULA}`,
      'Last Name': 'Smith, "Jr"',
      Email: hostile.shopper.email,
      // The address's phone, as checkout keeps it (E.164).
      Phone: "'+442079460000",
      Units: '1',
      'Payment Method': 'card',
      'Payment Status': 'succeeded',
      'Shipping Method': 'standard',
      Refunded: '0.00',
      Street: '12 Analytical Row',
      Country: 'GB',
    });
    expect(row?.Items).toMatch(/^1 × /);
    expect(row?.Total).toMatch(/^\d+\.\d{2}$/);
    expect(rows.find((r) => r['Order Number'] === plain.orderNumber)).toMatchObject({
      'First Name': 'Zoë',
      'Last Name': 'Ørsted',
    });
    // Not one cell a spreadsheet would run.
    for (const cell of rows.flatMap((r) => Object.values(r))) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('takes the orders list’s filters', async () => {
    const numbers = async (query: string) =>
      csvRecords((await exportOf('orders', query, ordersAdmin)).body.slice(1)).map((r) => r['Order Number']);
    expect(await numbers('&status=processing')).toEqual([plain.orderNumber]);
    expect(await numbers(`&search=${encodeURIComponent('ZOë Ørs')}`)).toEqual([plain.orderNumber]);
    expect(await numbers(`&search=${hostile.orderNumber.slice(-6)}`)).toEqual([hostile.orderNumber]);
    expect(await numbers('&dateTo=2000-01-01')).toEqual([]);
    const headerOnly = await exportOf('orders', '&dateTo=2000-01-01', ordersAdmin);
    expect(headerOnly.body.split('\r\n')).toHaveLength(2);
    expect((await exportOf('orders', '&status=lost', ordersAdmin)).statusCode).toBe(400);
    // Refused before the file starts, as JSON: not a download cut short by the database.
    const noSuchDay = await exportOf('orders', '&dateFrom=2026-02-30', ordersAdmin);
    expect(noSuchDay.statusCode).toBe(400);
    expect(noSuchDay.json()).toEqual({
      error: 'dateFrom: Not a real date',
      code: 'VALIDATION_ERROR',
      details: { field: 'dateFrom', rule: 'invalid' },
    });
    expect((await exportOf('orders', '&format=xlsx', ordersAdmin)).statusCode).toBe(400);
  });

  it('is recorded in the audit log with its filters', async () => {
    await exportOf('orders', '&status=processing', ordersAdmin);
    const audit = await app.inject({
      url: `/api/admin/audit?entity=order&actor=${ordersAdmin.id}`,
      headers: (await signInStaff(app, 'superadmin')).auth,
    });
    expect(audit.json().entries[0]).toMatchObject({
      action: 'order.export',
      changes: { status: { before: null, after: 'processing' }, format: { before: null, after: 'csv' } },
    });
  });
});

describe('GET /api/admin/export/users', () => {
  it('needs manage_users: 401 without a token, 403 for a customer or an orders-only admin', async () => {
    expect((await app.inject({ url: '/api/admin/export/users?format=csv' })).statusCode).toBe(401);
    const customer = await registerShopper(app);
    const asCustomer = await exportOf('users', '', customer);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toEqual({ error: expect.any(String), code: 'FORBIDDEN' });
    const asOrdersAdmin = await exportOf('users', '', ordersAdmin);
    expect(asOrdersAdmin.statusCode).toBe(403);
    expect(asOrdersAdmin.json()).toEqual({
      error: expect.any(String),
      code: 'FORBIDDEN',
      details: { permissions: 'manage_users' },
    });
  });

  it('lists accounts with role, permissions and state, never a password hash or token version', async () => {
    const res = await exportOf('users', '', usersAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(
      res.body.startsWith('\uFEFFUser ID,First Name,Last Name,Email,Phone,Role,Permissions,Active,'),
    ).toBe(true);
    const rows = csvRecords(res.body.slice(1));
    const count = await app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(rows).toHaveLength(Number(count.n));
    expect(rows.find((r) => r.Email === ordersAdmin.email)).toMatchObject({
      Role: 'admin',
      Permissions: 'manage_orders',
      Active: 'yes',
    });
    expect(rows.find((r) => r.Email === hostile.shopper.email)?.['First Name']).toBe(`'${FORMULA}`);
    const hashes = await app.db.selectFrom('users').select('passwordHash').execute();
    for (const { passwordHash } of hashes) expect(res.body).not.toContain(passwordHash);
    expect(res.body.split('\r\n')[0]).not.toMatch(/password|token/i);
  });

  it('takes the users list’s filters: search, role and isActive', async () => {
    await app.db.updateTable('users').set({ isActive: 0 }).where('id', '=', plain.shopper.id).execute();
    const emails = async (query: string) =>
      csvRecords((await exportOf('users', query, usersAdmin)).body.slice(1)).map((r) => r.Email);
    expect(await emails(`&search=${encodeURIComponent('ZOë')}`)).toEqual([plain.shopper.email]);
    expect(await emails(`&search=${encodeURIComponent(ordersAdmin.email.toUpperCase())}`)).toEqual([
      ordersAdmin.email,
    ]);
    expect(await emails('&isActive=false')).toEqual([plain.shopper.email]);
    expect(await emails('&isActive=true')).not.toContain(plain.shopper.email);
    const admins = await emails('&role=admin');
    expect(admins).toEqual(expect.arrayContaining([ordersAdmin.email, usersAdmin.email]));
    expect(admins).not.toContain(plain.shopper.email);
    expect(await emails('&role=superadmin&search=nobody-at-all')).toEqual([]);
    expect((await exportOf('users', '&role=owner', usersAdmin)).statusCode).toBe(400);
    expect((await exportOf('users', '&isActive=maybe', usersAdmin)).statusCode).toBe(400);
  });
});
