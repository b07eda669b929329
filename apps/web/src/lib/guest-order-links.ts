import { ORDER_CLAIM_MAX_LINKS } from '@store/shared/constants';
import { readStoredJson, writeStorage } from './storage.ts';

/**
 * The private links of the orders this browser placed as a guest (issue 22), kept in local storage
 * so that creating an account, now or on a later visit, can claim them all (POST /api/orders/claim).
 * Not in STORAGE_KEYS: the shared constants are the API's too, and only the web reads this key.
 */
export const GUEST_ORDER_LINKS_KEY = 'guest-order-links';

/** One guest order: its link's token, and its id (to forget it once an account has claimed it). */
export interface GuestOrderLink {
  token: string;
  orderId: string;
}

const isLink = (value: unknown): value is GuestOrderLink =>
  typeof value === 'object' &&
  value !== null &&
  'token' in value &&
  'orderId' in value &&
  typeof value.token === 'string' &&
  typeof value.orderId === 'string' &&
  value.token !== '';

/** The links in a stored value, newest first; anything unreadable is dropped, and so are extras. */
export function guestOrderLinksFrom(stored: unknown): GuestOrderLink[] {
  return Array.isArray(stored) ? stored.filter(isLink).slice(0, ORDER_CLAIM_MAX_LINKS) : [];
}

/**
 * The list with `link` first, once: the claim takes at most ORDER_CLAIM_MAX_LINKS links, so the
 * oldest go (their 90 days are the likeliest to be over).
 */
export function withGuestOrderLink(links: readonly GuestOrderLink[], link: GuestOrderLink): GuestOrderLink[] {
  return [link, ...links.filter((known) => known.token !== link.token)].slice(0, ORDER_CLAIM_MAX_LINKS);
}

/** The list without the orders an account has claimed: their links no longer open anything. */
export function withoutOrders(
  links: readonly GuestOrderLink[],
  orderIds: readonly string[],
): GuestOrderLink[] {
  return links.filter((link) => !orderIds.includes(link.orderId));
}

/** The tokens to claim with: `current` (the order on screen) first, then every stored one. */
export function tokensToClaim(links: readonly GuestOrderLink[], current: string): string[] {
  return withGuestOrderLink(links, { token: current, orderId: '' }).map((link) => link.token);
}

export function readGuestOrderLinks(): GuestOrderLink[] {
  return guestOrderLinksFrom(readStoredJson(GUEST_ORDER_LINKS_KEY));
}

function writeGuestOrderLinks(links: readonly GuestOrderLink[]): void {
  writeStorage(GUEST_ORDER_LINKS_KEY, links.length === 0 ? null : JSON.stringify(links));
}

/** Keeps a guest order's link, after paying. */
export function rememberGuestOrderLink(link: GuestOrderLink): void {
  writeGuestOrderLinks(withGuestOrderLink(readGuestOrderLinks(), link));
}

/** Forgets the links of orders now in an account. */
export function forgetGuestOrderLinks(orderIds: readonly string[]): void {
  writeGuestOrderLinks(withoutOrders(readGuestOrderLinks(), orderIds));
}
