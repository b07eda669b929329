import * as checks from '@store/shared/address-checks';
import { describe, expect, it } from 'vitest';
import { keptPhone } from './address-body.ts';

describe('the phone an address keeps when the address book saves it', () => {
  it('is in E.164 as read in the country it was saved with, whatever the new country', () => {
    expect(keptPhone('(415) 555-0123', 'US', checks)).toBe('+14155550123');
    expect(keptPhone('+14155550123', 'FR', checks)).toBe('+14155550123');
  });

  it('is dropped when it is no number at all, which this form could not show to fix', () => {
    expect(keptPhone('call me maybe', 'US', checks)).toBeNull();
  });

  it('is none when there was none, and as it is when the checks cannot be had', () => {
    expect(keptPhone(null, 'US', checks)).toBeNull();
    expect(keptPhone('', 'US', checks)).toBe('');
    expect(keptPhone('call me maybe', 'US', null)).toBe('call me maybe');
  });
});
