import { isLanguage, type Language } from '@store/shared/constants';
import { orderSchema } from '@store/shared/schemas/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.ts';
import type { Mailer } from './mailer.ts';
import { OUTBOX_KINDS, type OutboxKind, PAYMENT_REFUNDED } from './outbox.service.ts';
import { paymentRefundSchema } from './payment-refund.ts';
import type { RenderContext, RenderedEmail } from './templates/layout.ts';
import { orderLinkPath } from '../../lib/order-link.ts';
import { paymentRefundedEmail } from './templates/payment-refunded.template.ts';
import { renderEmail } from './templates/render-email.ts';

/** After this many failed sends a message is given up on ('failed') and logged as an error. */
export const MAX_ATTEMPTS = 8;
/**
 * How long a claimed message is reserved for the process sending it. It must outlast one send (the
 * mailer's timeouts stay well below it); a process that dies mid-send leaves the row due again after it.
 */
export const LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 20;

/** Wait before the next try after the n-th failure: 30 s, 1 min, 2 min, … at most one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

export interface OutboxDeps {
  db: Db;
  mailer: Mailer;
  /** The shop's public address; e-mails link to `${publicUrl}/orders`. */
  publicUrl: string;
  /** Signs a guest order's private link, the e-mail's way back to the order. */
  linkSecret: string;
  /** Name in the e-mails' header and footer. */
  shopName: string;
  log: FastifyBaseLogger;
  /** The clock (tests move it forward instead of waiting for a retry). */
  now?: () => Date;
  /** Stops between two messages, e.g. when the app closes. */
  signal?: AbortSignal;
}

export interface DrainReport {
  sent: number;
  retried: number;
  failed: number;
}

interface OutboxRow {
  id: string;
  kind: string;
  recipient: string;
  language: string;
  payload: string;
  attempts: number;
}

const isKind = (kind: string): kind is OutboxKind => (OUTBOX_KINDS as readonly string[]).includes(kind);

/** A row's payload rendered for its kind: an order snapshot, or a refund that has no order. */
type Render = (ctx: RenderContext) => RenderedEmail;

interface Content {
  lang: Language;
  render: Render;
  /** The order the e-mail is about, if any. */
  orderId?: string;
}

function renderPayload(kind: OutboxKind, json: unknown): Omit<Content, 'lang'> | string {
  if (kind === PAYMENT_REFUNDED) {
    const refund = paymentRefundSchema.safeParse(json);
    if (!refund.success) return `payload is not a refund: ${refund.error.issues[0]?.message ?? ''}`;
    return { render: (ctx) => paymentRefundedEmail(refund.data, ctx) };
  }
  const order = orderSchema.safeParse(json);
  if (!order.success) return `payload is not an order: ${order.error.issues[0]?.message ?? ''}`;
  return { render: (ctx) => renderEmail(kind, order.data, ctx), orderId: order.data.id };
}

/**
 * A guest order's private link, read when the e-mail leaves rather than stored in it: an order
 * claimed in the meantime is linked on the customer's orders page instead, and no outbox row holds a
 * working link.
 */
async function privateOrderUrl(deps: OutboxDeps, orderId: string | undefined): Promise<string | undefined> {
  if (!orderId) return undefined;
  const row = await deps.db
    .selectFrom('orders')
    .select(['accessKey', 'userId'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!row?.accessKey || row.userId) return undefined;
  return `${deps.publicUrl}${orderLinkPath(deps.linkSecret, row.accessKey)}`;
}

/** The stored snapshot, checked: a row written by an older release must not render as garbage. */
function readRow(row: OutboxRow): Content | string {
  if (!isKind(row.kind)) return `unknown e-mail kind '${row.kind}'`;
  if (!isLanguage(row.language)) return `unknown language '${row.language}'`;
  let json: unknown;
  try {
    json = JSON.parse(row.payload);
  } catch {
    return 'payload is not JSON';
  }
  const content = renderPayload(row.kind, json);
  return typeof content === 'string' ? content : { lang: row.language, ...content };
}

/**
 * Takes the row for this process alone: moves its next attempt a lease ahead and counts the attempt,
 * only if it is still due and untouched. Of several processes (or drains) racing for one row, exactly
 * one sees its UPDATE change a row; PostgreSQL re-checks the WHERE after waiting on the row lock, and
 * SQLite runs writes one at a time.
 */
async function claim(db: Db, row: OutboxRow, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('emailOutbox')
    .set({ attempts: row.attempts + 1, nextAttemptAt: new Date(now.getTime() + LEASE_MS).toISOString() })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .where('attempts', '=', row.attempts)
    .where('nextAttemptAt', '<=', now.toISOString())
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

async function markSent(db: Db, id: string, now: Date): Promise<void> {
  await db
    .updateTable('emailOutbox')
    .set({ status: 'sent', sentAt: now.toISOString(), lastError: null })
    .where('id', '=', id)
    .execute();
}

async function markFailed(deps: OutboxDeps, row: OutboxRow, attempts: number, error: string) {
  const now = deps.now?.() ?? new Date();
  const giveUp = attempts >= MAX_ATTEMPTS;
  await deps.db
    .updateTable('emailOutbox')
    .set({
      status: giveUp ? 'failed' : 'pending',
      lastError: error,
      nextAttemptAt: new Date(now.getTime() + (giveUp ? 0 : retryDelayMs(attempts))).toISOString(),
    })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .execute();
  const about = { emailId: row.id, kind: row.kind, attempts, error };
  if (giveUp) deps.log.error(about, 'e-mail given up after repeated failures');
  else deps.log.warn(about, 'e-mail not sent; will retry');
  return giveUp;
}

/** Renders and sends one claimed row, then records the outcome. */
async function deliver(deps: OutboxDeps, row: OutboxRow, report: DrainReport): Promise<void> {
  const attempts = row.attempts + 1;
  const content = readRow(row);
  if (typeof content === 'string') {
    // Retrying cannot fix a malformed row: give up at once.
    await markFailed(deps, row, MAX_ATTEMPTS, content);
    report.failed++;
    return;
  }
  try {
    const rendered = content.render({
      lang: content.lang,
      ordersUrl: `${deps.publicUrl}/orders`,
      privateOrderUrl: await privateOrderUrl(deps, content.orderId),
      shopName: deps.shopName,
    });
    await deps.mailer.send({ id: row.id, to: row.recipient, ...rendered });
  } catch (error) {
    // The mailer already strips credentials from its errors.
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    if (await markFailed(deps, row, attempts, message)) report.failed++;
    else report.retried++;
    return;
  }
  await markSent(deps.db, row.id, deps.now?.() ?? new Date());
  report.sent++;
}

/**
 * Sends every e-mail that is due now, once: claims each row before sending so that several processes
 * draining one database send each message once, records successes, and schedules failures for a later
 * try with exponential backoff (MAX_ATTEMPTS, then 'failed'). Rows that failed during this drain wait
 * for their next attempt rather than being retried at once.
 */
export async function drainOutbox(deps: OutboxDeps): Promise<DrainReport> {
  const report: DrainReport = { sent: 0, retried: 0, failed: 0 };
  while (!deps.signal?.aborted) {
    const now = deps.now?.() ?? new Date();
    const due = await deps.db
      .selectFrom('emailOutbox')
      .select(['id', 'kind', 'recipient', 'language', 'payload', 'attempts'])
      .where('status', '=', 'pending')
      .where('nextAttemptAt', '<=', now.toISOString())
      .orderBy('nextAttemptAt')
      .orderBy('id')
      .limit(BATCH_SIZE)
      .execute();
    if (due.length === 0) return report;
    for (const row of due) {
      if (deps.signal?.aborted) return report;
      if (await claim(deps.db, row, deps.now?.() ?? new Date())) await deliver(deps, row, report);
    }
  }
  return report;
}
