import { describe, expect, it } from 'vitest';
import { isCheckoutTarget, redirectTarget } from './redirect-target.ts';

describe('redirectTarget', () => {
  it('returns to the page in location.state.from, as a path or a location object', () => {
    expect(redirectTarget('/checkout', null)).toBe('/checkout');
    expect(redirectTarget({ pathname: '/search', search: '?q=lamp', hash: '#top' }, null)).toBe(
      '/search?q=lamp#top',
    );
  });

  it('uses ?redirect= when there is no state, and prefers the state when both are given', () => {
    expect(redirectTarget(null, '/orders?page=2')).toBe('/orders?page=2');
    expect(redirectTarget('/cart', '/orders')).toBe('/cart');
  });

  it('goes home for anything that is not a path on this site', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'checkout',
      '/\tevil',
      '',
    ]) {
      expect(redirectTarget(null, bad), bad).toBe('/');
    }
    expect(redirectTarget(undefined, null)).toBe('/');
    expect(redirectTarget({ pathname: 42 }, null)).toBe('/');
  });

  it('never returns to /login itself', () => {
    expect(redirectTarget('/login', null)).toBe('/');
    expect(redirectTarget(null, '/login?redirect=/cart')).toBe('/');
  });

  it('falls through to ?redirect= when the state is unusable', () => {
    expect(redirectTarget('//evil.example', '/favorites')).toBe('/favorites');
  });
});

describe('isCheckoutTarget', () => {
  it('is true for checkout itself only, with or without a query', () => {
    for (const target of ['/checkout', '/checkout/', '/checkout?step=billing', '/checkout#top']) {
      expect(isCheckoutTarget(target), target).toBe(true);
    }
    for (const target of ['/', '/cart', '/checkout/complete', '/checkouts', '/orders?from=/checkout']) {
      expect(isCheckoutTarget(target), target).toBe(false);
    }
  });
});
