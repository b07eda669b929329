import { describe, expect, it } from 'vitest';
import { countryName } from '@store/shared/country-names';
import { countryOptions } from './country-options.ts';

describe('country names', () => {
  it('are the browser’s, in the page’s language', () => {
    expect(countryName('US', 'en')).toBe('United States');
    expect(countryName('US', 'fr')).toBe('États-Unis');
    expect(countryName('DE', 'fr')).toBe('Allemagne');
  });

  it('leave a country saved by name before codes as it was', () => {
    expect(countryName('United Kingdom', 'en')).toBe('United Kingdom');
    expect(countryName('', 'en')).toBe('');
  });
});

describe('the country list', () => {
  it('offers every code once, named and in the language’s alphabetical order', () => {
    const fr = countryOptions('fr');
    expect(fr).toHaveLength(249);
    const labels = fr.map((option) => option.label);
    // French order: accents do not send a name to the end of the list.
    expect(labels.indexOf('Égypte')).toBeGreaterThan(labels.indexOf('Dominique'));
    expect(labels.indexOf('Égypte')).toBeLessThan(labels.indexOf('Espagne'));
    expect(labels.indexOf('États-Unis')).toBeLessThan(labels.indexOf('Éthiopie'));
    expect(fr.find((option) => option.value === 'GB')?.label).toBe('Royaume-Uni');
    const en = countryOptions('en').map((option) => option.label);
    expect(en.indexOf('United Kingdom')).toBeLessThan(en.indexOf('United States'));
    expect(en[0]).toBe('Afghanistan');
  });
});
