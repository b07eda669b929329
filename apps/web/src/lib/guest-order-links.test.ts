import { ORDER_CLAIM_MAX_LINKS } from '@store/shared/constants';
import { describe, expect, it } from 'vitest';
import {
  guestOrderLinksFrom,
  tokensToClaim,
  withGuestOrderLink,
  withoutOrders,
  type GuestOrderLink,
} from './guest-order-links.ts';

const link = (n: number): GuestOrderLink => ({ token: `key${n}.sig${n}`, orderId: `order-${n}` });
const many = (count: number) => Array.from({ length: count }, (_, index) => link(index + 1));

describe('the guest’s stored order links', () => {
  it('reads back only well-formed links, and at most as many as a claim takes', () => {
    expect(guestOrderLinksFrom(null)).toEqual([]);
    expect(guestOrderLinksFrom('key.sig')).toEqual([]);
    expect(
      guestOrderLinksFrom([
        link(1),
        { token: 'only-a-token' },
        { token: '', orderId: 'x' },
        7,
        null,
        link(2),
      ]),
    ).toEqual([link(1), link(2)]);
    expect(guestOrderLinksFrom(many(ORDER_CLAIM_MAX_LINKS + 5))).toHaveLength(ORDER_CLAIM_MAX_LINKS);
  });

  it('keeps a new link first, once, and lets the oldest go past the limit', () => {
    expect(withGuestOrderLink([link(1), link(2)], link(3))).toEqual([link(3), link(1), link(2)]);
    expect(withGuestOrderLink([link(1), link(2)], link(2))).toEqual([link(2), link(1)]);
    const full = many(ORDER_CLAIM_MAX_LINKS);
    const next = withGuestOrderLink(full, link(99));
    expect(next).toHaveLength(ORDER_CLAIM_MAX_LINKS);
    expect(next[0]).toEqual(link(99));
    expect(next).not.toContainEqual(full.at(-1));
  });

  it('forgets the orders an account claimed', () => {
    expect(withoutOrders([link(1), link(2), link(3)], ['order-1', 'order-3'])).toEqual([link(2)]);
    expect(withoutOrders([link(1)], [])).toEqual([link(1)]);
  });

  it('claims with the order on screen first, and each stored link once', () => {
    expect(tokensToClaim([link(1), link(2)], link(2).token)).toEqual([link(2).token, link(1).token]);
    expect(tokensToClaim([], 'fresh.token')).toEqual(['fresh.token']);
    const claimed = tokensToClaim(many(ORDER_CLAIM_MAX_LINKS), 'fresh.token');
    expect(claimed).toHaveLength(ORDER_CLAIM_MAX_LINKS);
    expect(claimed[0]).toBe('fresh.token');
  });
});
