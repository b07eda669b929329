import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, isCountryCode } from './countries.ts';
import { SUBDIVISIONS, subdivisionsOf } from './subdivisions.ts';

describe('the country codes', () => {
  it('are the 249 officially assigned ISO 3166-1 alpha-2 codes, each once and in order', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect([...COUNTRY_CODES].sort()).toEqual(COUNTRY_CODES);
    for (const code of ['US', 'GB', 'FR', 'CA', 'AU', 'DE', 'JP', 'AX', 'SS', 'ZW'])
      expect(isCountryCode(code)).toBe(true);
    // Reserved or withdrawn: the EU, the UK (GB is the code), Kosovo, Yugoslavia, the unknown region.
    for (const code of ['EU', 'UK', 'XK', 'YU', 'ZZ', 'us']) expect(isCountryCode(code)).toBe(false);
  });

  it('each have a name in English and in French', () => {
    const en = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    const fr = new Intl.DisplayNames(['fr'], { type: 'region', fallback: 'none' });
    for (const code of COUNTRY_CODES) {
      expect(en.of(code), code).not.toBe(undefined);
      expect(fr.of(code), code).not.toBe(undefined);
    }
  });
});

describe('the state lists', () => {
  it('hold the US states with DC, the Canadian provinces and territories, the Australian states', () => {
    expect(subdivisionsOf('US')).toHaveLength(56);
    expect(subdivisionsOf('US')).toContain('DC');
    expect(subdivisionsOf('CA')).toHaveLength(13);
    expect(subdivisionsOf('AU')).toHaveLength(8);
    expect(subdivisionsOf('GB')).toBeUndefined();
    expect(subdivisionsOf('constructor')).toBeUndefined();
  });

  it('are of countries of the list, each code once', () => {
    for (const [country, codes] of Object.entries(SUBDIVISIONS)) {
      expect(isCountryCode(country)).toBe(true);
      expect(new Set(codes).size).toBe(codes.length);
    }
  });
});
