import type { FastifyInstance } from 'fastify';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../lib/context.ts';
import { createTestApp } from '../../test/test-app.ts';
import { orderFixture } from './order.fixture.ts';
import { enqueueEmail } from './outbox.service.ts';

let root: string;
let app: FastifyInstance;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'store-mail-'));
  app = await createTestApp({
    seed: false,
    // A folder that does not exist yet: the mailer creates it.
    config: { mail: { from: 'E-Commerce <orders@localhost>', dir: join(root, 'mail'), pollMs: 0 } },
  });
});
afterAll(async () => {
  await app?.close();
  await rm(root, { recursive: true, force: true });
});

describe('without SMTP_URL', () => {
  it('writes each e-mail as an .eml file in MAIL_DIR', async () => {
    await withTransaction({ db: app.db, user: null, lang: 'fr' }, (trx) =>
      enqueueEmail(trx, {
        kind: 'order_cancelled',
        to: 'ana@example.com',
        lang: 'fr',
        order: orderFixture(),
      }),
    );
    expect(await app.outbox.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const { id } = await app.db.selectFrom('emailOutbox').select(['id', 'status']).executeTakeFirstOrThrow();
    const files = await readdir(join(root, 'mail'));
    expect(files).toEqual([`${id}.eml`]);
    const eml = await readFile(join(root, 'mail', files[0]!), 'utf8');
    expect(eml).toMatch(/^To: ana@example\.com$/m);
    expect(eml).toMatch(/^From: "E-Commerce" <orders@localhost>$/m);
    expect(eml).toMatch(new RegExp(`^Message-ID: <${id}@localhost>$`, 'm'));
    expect(eml).toContain('Content-Type: text/html');
    const row = await app.db.selectFrom('emailOutbox').select('status').executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
  });
});
