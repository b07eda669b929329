import { describe, expect, it } from 'vitest';
import { optionValueLabel } from './option-values.ts';

describe('optionValueLabel', () => {
  it.each([
    ['Silver', 'Argent'],
    ['Sage', 'Vert sauge'],
    ['silver', 'Argent'],
    ['Gray', 'Gris'],
    ['256 GB', '256 Go'],
    ['1 TB', '1 To'],
    ['1.5 TB', '1,5 To'],
    ['16GB / 512GB', '16 Go / 512 Go'],
    ['M', 'M'],
    ['42', '42'],
    ['Forest Green', 'Forest Green'],
  ])('reads %s as %s in French', (value, label) => {
    expect(optionValueLabel(value, 'fr')).toBe(label);
  });

  it('shows every value as stored in English', () => {
    for (const value of ['Silver', '256 GB', '1.5 TB', 'M']) {
      expect(optionValueLabel(value, 'en')).toBe(value);
    }
  });

  it('does not take names from the object prototype for colours', () => {
    expect(optionValueLabel('constructor', 'fr')).toBe('constructor');
    expect(optionValueLabel('toString', 'fr')).toBe('toString');
  });
});
