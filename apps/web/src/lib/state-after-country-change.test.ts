import { describe, expect, it } from 'vitest';
import { stateAfterCountryChange } from './state-after-country-change.ts';

describe('the state when the country changes', () => {
  it('is kept between two countries where it is typed', () => {
    expect(stateAfterCountryChange('Bavaria', 'DE', 'FR')).toBe('Bavaria');
  });

  it('is emptied to or from a country with a list: a code means nothing elsewhere', () => {
    expect(stateAfterCountryChange('WA', 'US', 'AU')).toBe('');
    expect(stateAfterCountryChange('QC', 'CA', 'FR')).toBe('');
    expect(stateAfterCountryChange('Bavaria', 'DE', 'US')).toBe('');
  });

  it('is kept when the same country is chosen again', () => {
    expect(stateAfterCountryChange('CA', 'US', 'US')).toBe('CA');
  });
});
