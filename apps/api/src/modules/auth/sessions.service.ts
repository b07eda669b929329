import { newId } from '../../db/ids.ts';
import { callerId, type Ctx } from '../../lib/context.ts';
import { signToken, TOKEN_LIFETIME_MS } from './tokens.ts';

/** A user about to get a token: their id and current token version. */
export interface SessionUser {
  id: string;
  tokenVersion: number;
}

/**
 * Opens a session for a user who just proved who they are: a user_sessions row, and the token that
 * names it. The user's sessions whose tokens have expired are swept here, so the table holds about one
 * row per device in use.
 */
export async function openSession(ctx: Ctx, user: SessionUser, secret: string): Promise<string> {
  const now = Date.now();
  const expiresAt = new Date(now + TOKEN_LIFETIME_MS);
  await ctx.db
    .deleteFrom('userSessions')
    .where('userId', '=', user.id)
    .where('expiresAt', '<', new Date(now).toISOString())
    .execute();
  const id = newId();
  await ctx.db
    .insertInto('userSessions')
    .values({ id, userId: user.id, expiresAt: expiresAt.toISOString() })
    .execute();
  return signToken({ sub: user.id, tv: user.tokenVersion, sid: id }, expiresAt, secret);
}

/** Signs the caller out on this device only: the session their token names ends, the others stay. */
export async function endSession(ctx: Ctx, sessionId: string): Promise<void> {
  await ctx.db
    .deleteFrom('userSessions')
    .where('id', '=', sessionId)
    .where('userId', '=', callerId(ctx))
    .execute();
}

/** Signs the caller out on every device, this one included: every session of theirs ends. */
export async function endAllSessions(ctx: Ctx): Promise<void> {
  await ctx.db.deleteFrom('userSessions').where('userId', '=', callerId(ctx)).execute();
}
