/**
 * A 401 on an admin call means the server no longer accepts the staff token: it expired, a sign-out
 * or password change elsewhere revoked it, or the account was deactivated. Every admin call passes
 * its failure through here; the admin layout listens, ends the session and shows the sign-in, which
 * brings the staff member back to the address they were on.
 *
 *   catch (error) { throw noticeExpiredSession(error); }
 */
import { isStaleTokenError } from '../../lib/session-errors.ts';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Hands the error back unchanged, telling the listeners first when it is a 401. */
export function noticeExpiredSession(error: unknown): unknown {
  if (isStaleTokenError(error)) for (const listener of listeners) listener();
  return error;
}

/** Calls `listener` on each 401 of an admin call; answers the function that stops it. */
export function onExpiredSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
