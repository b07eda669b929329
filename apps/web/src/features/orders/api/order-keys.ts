import type { OrderStatus } from '@store/shared/constants';

/**
 * Query keys of the customer's orders. Each carries the token: the session drops one account's answers
 * when another signs in (app/session-provider.tsx), and a guest never sees an account's orders.
 */
export const orderKeys = {
  all: (token: string | null) => ['orders', token] as const,
  list: (token: string | null, page: number, status: OrderStatus | null) =>
    ['orders', token, 'list', page, status] as const,
  detail: (token: string | null, id: string) => ['orders', token, 'detail', id] as const,
  /** A guest's order read through its private link (issue 22): the token is the key, no account. */
  link: (token: string) => ['order-link', token] as const,
  /** An order looked up by its number and e-mail (no account needed). */
  tracking: (orderNumber: string | undefined, email: string | undefined) =>
    ['order-tracking', orderNumber, email] as const,
};
