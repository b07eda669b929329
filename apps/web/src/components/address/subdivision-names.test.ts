import { SUBDIVISIONS } from '@store/shared/subdivisions';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import fr from '../../i18n/fr.json';
import { Translations } from '../../i18n/translator.ts';
import { subdivisionName } from './subdivision-names.ts';

describe('state and province names', () => {
  it('exist in English and French for every code of the shared lists, and no other', () => {
    for (const texts of [en.subdivisions, fr.subdivisions]) {
      const named = Object.fromEntries(
        Object.entries(texts).map(([country, names]) => [country, Object.keys(names)]),
      );
      expect(named).toEqual(SUBDIVISIONS);
    }
  });

  it('are read by code, Canada’s provinces in French for a French page', () => {
    const store = new Translations('fr');
    store.add('en', 'translation', en);
    store.add('fr', 'translation', fr);
    expect(subdivisionName(store.getFixedT('fr'), 'CA', 'QC')).toBe('Québec');
    expect(subdivisionName(store.getFixedT('fr'), 'CA', 'BC')).toBe('Colombie-Britannique');
    expect(subdivisionName(store.getFixedT('en'), 'US', 'DC')).toBe('District of Columbia');
    expect(subdivisionName(store.getFixedT('en'), 'AU', 'NSW')).toBe('New South Wales');
  });

  it('show the code while the names are not in', () => {
    expect(subdivisionName(new Translations('en').getFixedT('en'), 'US', 'CA')).toBe('CA');
  });
});
