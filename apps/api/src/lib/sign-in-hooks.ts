import type { Ctx } from './context.ts';

/** A shopper has just signed in (or signed up), sending along the guest session they shopped in. */
export interface SignedIn {
  userId: string;
  guestSessionId: string;
}

export type SignedInHandler = (ctx: Ctx, event: SignedIn) => Promise<void>;

/**
 * What other modules do when a shopper signs in, so the auth module names none of them: the cart
 * module merges the guest cart on it. Unlike the after-commit events (events.ts), handlers run inside
 * the sign-in's transaction and are awaited: the answer to the sign-in must already show their work
 * (the merged cart), and a failure undoes it with the sign-in.
 */
export class SignInHooks {
  private readonly handlers: SignedInHandler[] = [];

  onSignedIn(handler: SignedInHandler): void {
    this.handlers.push(handler);
  }

  async signedIn(ctx: Ctx, event: SignedIn): Promise<void> {
    for (const handler of this.handlers) await handler(ctx, event);
  }
}
