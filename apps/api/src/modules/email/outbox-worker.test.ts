import type { FastifyInstance } from 'fastify';
import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { orderFixture } from './order.fixture.ts';
import { drainOutbox, MAX_ATTEMPTS, type OutboxDeps, retryDelayMs } from './outbox-worker.ts';
import { enqueueEmail } from './outbox.service.ts';

let smtp: TestSmtpServer;
let app: FastifyInstance;
let mailer: Mailer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await createTestApp({
    seed: false,
    config: { mail: { smtpUrl: smtp.url, from: 'Shop <orders@shop.example>', dir: 'unused', pollMs: 0 } },
  });
  mailer = createMailer({ smtpUrl: smtp.url, from: 'Shop <orders@shop.example>', dir: 'unused' }, app.log);
});
afterAll(async () => {
  mailer?.close();
  await app?.close();
  await smtp?.close();
});
beforeEach(async () => {
  smtp.refuse(false);
  smtp.messages.length = 0;
  await app.db.deleteFrom('emailOutbox').execute();
});

const ctx = (): Ctx => ({ db: app.db, user: null, lang: 'en' });
const deps = (overrides: Partial<OutboxDeps> = {}): OutboxDeps => ({
  db: app.db,
  mailer,
  publicUrl: 'http://localhost:3000',
  linkSecret: 'test-link-secret',
  shopName: 'Shop',
  log: app.log,
  ...overrides,
});
const later = (ms: number) => () => new Date(Date.now() + ms);

async function enqueue(to: string): Promise<void> {
  await withTransaction(ctx(), (trx) =>
    enqueueEmail(trx, { kind: 'order_confirmation', to, lang: 'en', order: orderFixture() }),
  );
}
const rows = () => app.db.selectFrom('emailOutbox').selectAll().orderBy('id').execute();

/** A port nothing listens on: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the e-mail outbox', () => {
  it('never sends an e-mail whose transaction rolled back', async () => {
    await expect(
      withTransaction(ctx(), async (trx) => {
        await enqueueEmail(trx, {
          kind: 'order_confirmation',
          to: 'ghost@example.com',
          lang: 'en',
          order: orderFixture(),
        });
        throw new Error('stock ran out');
      }),
    ).rejects.toThrow('stock ran out');
    expect(await drainOutbox(deps())).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await rows()).toEqual([]);
    expect(smtp.messages).toEqual([]);
  });

  it('keeps a refused e-mail pending with a later try, then sends it once when the server recovers', async () => {
    await enqueue('retry@example.com');
    smtp.refuse(true);
    const before = Date.now();
    expect(await drainOutbox(deps())).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [failed] = await rows();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(failed!.lastError).toContain('451');
    expect(Date.parse(failed!.nextAttemptAt)).toBeGreaterThanOrEqual(before + retryDelayMs(1));

    smtp.refuse(false);
    // Not due yet: a drain right away leaves it alone.
    expect(await drainOutbox(deps())).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await drainOutbox(deps({ now: later(retryDelayMs(1) + 1_000) }))).toMatchObject({ sent: 1 });
    expect(await drainOutbox(deps({ now: later(retryDelayMs(1) + 2_000) }))).toMatchObject({ sent: 0 });
    expect(smtp.messages.filter((m) => m.envelope.to.includes('retry@example.com'))).toHaveLength(1);
    const [sent] = await rows();
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sent!.sentAt).toEqual(expect.any(String));
  });

  it('records an unreachable server without the credentials of SMTP_URL, and gives up after 8 tries', async () => {
    const port = await closedPort();
    const secret = 's3cret-Passw0rd';
    const down = createMailer(
      { smtpUrl: `smtp://shop-user:${secret}@127.0.0.1:${port}`, from: 'orders@shop.example', dir: 'unused' },
      app.log,
    );
    await enqueue('down@example.com');
    let clock = Date.now();
    expect(await drainOutbox(deps({ mailer: down, now: () => new Date(clock) }))).toMatchObject({
      retried: 1,
    });
    const [first] = await rows();
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first!.lastError).toMatch(/ECONNREFUSED/);
    expect(first!.lastError).not.toContain(secret);
    expect(Date.parse(first!.nextAttemptAt)).toBe(clock + 30_000);

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      clock += retryDelayMs(attempt - 1);
      await drainOutbox(deps({ mailer: down, now: () => new Date(clock) }));
    }
    const [last] = await rows();
    expect(last).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    // Given up: no later drain touches it.
    clock += 24 * 60 * 60_000;
    expect(await drainOutbox(deps({ now: () => new Date(clock) }))).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    down.close();
  });

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });

  it('sends each e-mail once when two workers drain at the same time', async () => {
    const recipients = Array.from({ length: 6 }, (_, i) => `race${i}@example.com`);
    for (const to of recipients) await enqueue(to);
    const other = createMailer({ smtpUrl: smtp.url, from: 'orders@shop.example', dir: 'unused' }, app.log);
    const reports = await Promise.all([drainOutbox(deps()), drainOutbox(deps({ mailer: other }))]);
    other.close();
    expect(reports[0]!.sent + reports[1]!.sent).toBe(recipients.length);
    expect(smtp.messages.map((m) => m.envelope.to[0]).sort()).toEqual([...recipients].sort());
    expect((await rows()).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('gives up at once on a row it cannot read, and still sends the others', async () => {
    await app.db
      .insertInto('emailOutbox')
      .values({
        id: 'broken',
        kind: 'order_confirmation',
        recipient: 'x@example.com',
        language: 'en',
        payload: '{',
      })
      .execute();
    await enqueue('fine@example.com');
    expect(await drainOutbox(deps())).toEqual({ sent: 1, retried: 0, failed: 1 });
    const broken = await app.db
      .selectFrom('emailOutbox')
      .selectAll()
      .where('id', '=', 'broken')
      .executeTakeFirstOrThrow();
    expect(broken).toMatchObject({ status: 'failed', lastError: 'payload is not JSON' });
  });
});
