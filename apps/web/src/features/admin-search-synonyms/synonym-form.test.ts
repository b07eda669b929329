import { describe, expect, it } from 'vitest';
import { adminTranslations } from '../../i18n/admin/admin-translations.fixture.ts';
import { joinWords, splitWords, synonymFormSchema } from './synonym-form.ts';

const { en, fr } = adminTranslations();
const english = synonymFormSchema((rule, values) => en(`synonyms.validation.${rule}`, values));
const french = synonymFormSchema((rule, values) => fr(`synonyms.validation.${rule}`, values));

/** The one message a refused line of words gets, or the words the server would be sent. */
function check(schema: typeof english, words: string): string | string[] {
  const parsed = schema.safeParse({ words });
  if (parsed.success) return parsed.data.words;
  expect(parsed.error.issues).toHaveLength(1);
  expect(parsed.error.issues[0]?.path).toEqual(['words']);
  return parsed.error.issues[0]?.message ?? '';
}

describe('the synonym group form', () => {
  it('sends one word per comma, tidied, without empty pieces or repeats', () => {
    expect(check(english, ' sofa,couch ,, Canapé , CANAPE,  ')).toEqual(['sofa', 'couch', 'Canapé']);
    expect(splitWords('a,, b ,')).toEqual(['a', 'b']);
    expect(joinWords(['sofa', 'couch'])).toBe('sofa, couch');
  });

  it('names the refused word and the limits, in English and in French', () => {
    expect(check(english, 'sofa')).toBe('Enter at least 2 different words, separated by commas');
    expect(check(french, 'sofa, Sofa')).toBe(
      'Saisissez au moins 2 mots différents, séparés par des virgules',
    );
    const long = 'x'.repeat(41);
    expect(check(english, `sofa, ${long}`)).toBe(`“${long}” is too long: a word has at most 40 characters`);
    expect(check(french, 'sofa, cou;ch')).toBe(
      '« cou;ch » ne peut contenir que des lettres, des chiffres, des espaces, des traits d’union et des apostrophes',
    );
    const many = Array.from({ length: 21 }, (_, i) => `w${i}`).join(',');
    expect(check(english, many)).toBe('A group holds at most 20 words');
    expect(check(french, '')).toBe('Saisissez au moins 2 mots différents, séparés par des virgules');
  });
});
