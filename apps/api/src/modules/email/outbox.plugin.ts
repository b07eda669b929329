import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import { createMailer } from './mailer.ts';
import { type DrainReport, drainOutbox } from './outbox-worker.ts';

export interface Outbox {
  /** Nudges the worker to send what is due now; call it after committing a transaction that enqueued. */
  wake(): void;
  /** Sends everything due now and resolves when done (a drain already under way is followed by one more). */
  drain(): Promise<DrainReport>;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

/** "E-Commerce" from "E-Commerce <orders@…>"; the bare address's domain when there is no name. */
function shopNameOf(from: string): string {
  const name = /^\s*"?([^"<]*?)"?\s*</.exec(from)?.[1]?.trim();
  return name || (from.split('@')[1] ?? from).replace(/>.*$/, '');
}

/**
 * Sends the e-mail outbox while the app runs: once at start (a crash between a commit and its send
 * loses nothing: the row is still pending), every `mail.pollMs`, and at once on `app.outbox.wake()`.
 * One drain at a time per process; several processes share the work through the rows' claims.
 */
async function outboxPlugin(app: FastifyInstance, opts: { config: AppConfig }): Promise<void> {
  const log = app.log.child({ module: 'email' });
  const mailer = createMailer(opts.config.mail, log);
  const abort = new AbortController();
  const deps = () => ({
    db: app.db,
    mailer,
    publicUrl: opts.config.publicUrl,
    linkSecret: opts.config.jwtSecret,
    shopName: shopNameOf(opts.config.mail.from),
    log,
    signal: abort.signal,
  });

  let current: Promise<DrainReport> | null = null;
  let following: Promise<DrainReport> | null = null;
  const drain = (): Promise<DrainReport> => {
    if (!current) {
      current = drainOutbox(deps()).finally(() => {
        current = null;
      });
      return current;
    }
    // The drain under way may already have looked for due rows: run one more after it, shared by
    // every caller until it starts, so a row committed meanwhile is not left for the next poll.
    following ??= current
      .catch(() => undefined)
      .then(() => {
        following = null;
        return drain();
      });
    return following;
  };
  const wake = () => {
    if (abort.signal.aborted) return;
    drain().catch((err: unknown) => log.error({ err }, 'e-mail outbox drain failed'));
  };
  app.decorate('outbox', { wake, drain });
  // Orders and refunds enqueue their e-mails in their own transaction; once it has committed, send them at once.
  app.events.on('orderPlaced', wake);
  app.events.on('orderCancelled', wake);
  app.events.on('orderRefunded', wake);
  app.events.on('paymentRefunded', wake);

  let timer: NodeJS.Timeout | undefined;
  // Not before ready: server.ts migrates between building the app and listening.
  app.addHook('onReady', async () => {
    wake();
    if (opts.config.mail.pollMs > 0) {
      timer = setInterval(wake, opts.config.mail.pollMs);
      // The worker must never be what keeps a process alive.
      timer.unref();
    }
  });
  // preClose runs before every onClose hook, so the database is still open while the last send ends.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    abort.abort();
    await Promise.allSettled([current, following]);
    mailer.close();
  });
}

export default fp(outboxPlugin, { name: 'outbox', dependencies: ['db', 'events'] });
