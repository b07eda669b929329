import type { Language } from '@store/shared/constants';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.ts';
import type { AuthUser } from '../plugins/auth.ts';

/** What every service function takes first: the database (or a transaction), the caller, the language. */
export interface Ctx {
  db: Db;
  user: AuthUser | null;
  lang: Language;
}

/** The context of a request, in the language it asked for (English unless `lang` says otherwise). */
export function ctxOf(request: FastifyRequest, lang: Language = 'en'): Ctx {
  return { db: request.server.db, user: request.user, lang };
}
