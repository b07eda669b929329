import type { Language } from '@store/shared/constants';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.ts';
import { isTransientConflict } from '../db/dialect.ts';
import type { AuthUser } from './auth-user.ts';
import { unauthorized } from './app-error.ts';

/**
 * What every service function takes first: the database or the open transaction, the caller and the
 * language. Services never open a transaction themselves: the route or workflow edge does, with
 * withTransaction, so one business action is one transaction however many services it touches.
 */
export interface Ctx {
  db: Db;
  user: AuthUser | null;
  lang: Language;
  /** The caller's address (as Fastify resolves it, TRUST_PROXY-aware), for the audit log. */
  ip?: string;
}

/** The context of a request, in the language it asked for (English unless `lang` says otherwise). */
export function ctxOf(request: FastifyRequest, lang: Language = 'en'): Ctx {
  return { db: request.server.db, user: request.user, lang, ip: request.ip };
}

/** Tries of a transaction the database gave up because of another one (deadlock, serialization). */
const TRANSACTION_ATTEMPTS = 3;

/**
 * Runs `fn` in one transaction and hands it a context bound to it. Inside a transaction already, `fn`
 * joins it: an action that calls another stays one unit of work. A transaction the database aborted
 * only because of a concurrent one is run again: transactions hold nothing but database work (calls
 * to other systems happen outside them), so a second run is safe.
 */
export async function withTransaction<T>(ctx: Ctx, fn: (ctx: Ctx) => Promise<T>): Promise<T> {
  if (ctx.db.isTransaction) return fn(ctx);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await ctx.db.transaction().execute((trx) => fn({ ...ctx, db: trx }));
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isTransientConflict(error)) throw error;
    }
  }
}

/** The signed-in caller's id; a service reached without one refuses rather than acting for nobody. */
export function callerId(ctx: Ctx): string {
  if (!ctx.user) throw unauthorized();
  return ctx.user.id;
}
