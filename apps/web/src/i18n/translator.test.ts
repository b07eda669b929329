import { describe, expect, it } from 'vitest';
import { Translations, type TFunction } from './translator.ts';

/** Texts shaped like the shop's own; the keys are not the shop's, so `t` is widened for them. */
function translations() {
  const texts = new Translations();
  texts.add('en', 'translation', {
    cart: { items_one: '{{count}} item', items_other: '{{count}} items', title: 'Cart of {{name}}' },
    onlyInEnglish: 'Hello',
    samples: ['shoes', 'hats'],
  });
  texts.add('fr', 'translation', {
    cart: {
      items_one: '{{count}} article',
      items_many: '{{count}} d’articles',
      items_other: '{{count}} articles',
      title: 'Panier de {{name}}',
    },
  });
  return texts;
}
type Loose = ((key: string, options?: Record<string, unknown>) => string) & { list(key: string): string[] };
const loose = (t: TFunction) => t as unknown as Loose;

describe('Translations', () => {
  it('picks the plural form by the language’s rules', () => {
    const texts = translations();
    const en = loose(texts.getFixedT('en'));
    const fr = loose(texts.getFixedT('fr'));
    expect(en('cart.items', { count: 1 })).toBe('1 item');
    expect(en('cart.items', { count: 0 })).toBe('0 items');
    expect(fr('cart.items', { count: 0 })).toBe('0 article');
    expect(fr('cart.items', { count: 2 })).toBe('2 articles');
    expect(fr('cart.items', { count: 1_000_000 })).toBe('1000000 d’articles');
  });

  it('fills placeholders and leaves one without a value as it is', () => {
    const en = loose(translations().getFixedT('en'));
    expect(en('cart.title', { name: 'Ada' })).toBe('Cart of Ada');
    expect(en('cart.title')).toBe('Cart of {{name}}');
  });

  it('falls back to English, then to the default value, then to the key', () => {
    const fr = loose(translations().getFixedT('fr'));
    expect(fr('onlyInEnglish')).toBe('Hello');
    expect(fr('missing.key', { defaultValue: '' })).toBe('');
    expect(fr('missing.key')).toBe('missing.key');
    expect(fr('cart')).toBe('cart');
  });

  it('reads a list of texts', () => {
    const fr = loose(translations().getFixedT('fr'));
    expect(fr.list('samples')).toEqual(['shoes', 'hats']);
    expect(fr.list('cart.title')).toEqual([]);
  });

  it('follows the current language and tells subscribers when it changes', () => {
    const texts = translations();
    const seen: number[] = [];
    const unsubscribe = texts.subscribe(() => seen.push(texts.snapshot()));
    const before = texts.getFixedT(null);
    expect(texts.getFixedT(null)).toBe(before);
    texts.setLanguage('fr');
    expect(texts.language).toBe('fr');
    expect(loose(texts.getFixedT(null))('cart.title', { name: 'Ada' })).toBe('Panier de Ada');
    expect(texts.getFixedT(null)).not.toBe(before);
    texts.setLanguage('fr');
    unsubscribe();
    texts.setLanguage('en');
    expect(seen).toHaveLength(1);
  });

  it('hydrates in the language of the server’s HTML until none is set, whatever it speaks meanwhile', () => {
    const texts = translations();
    texts.setLanguage('en');
    texts.setRenderedLanguage('en');
    texts.setLanguage('fr');
    expect(texts.language).toBe('fr');
    expect(texts.hydrationLanguage).toBe('en');
    texts.setRenderedLanguage(null);
    expect(texts.hydrationLanguage).toBe('fr');
  });

  it('re-renders for new texts only when a render missed one', () => {
    const texts = translations();
    const seen: number[] = [];
    texts.subscribe(() => seen.push(texts.snapshot()));
    const en = loose(texts.getFixedT('en'));
    expect(en('cart.title', { name: 'Ada' })).toBe('Cart of Ada');
    // A lazily loaded part's texts, before it renders: nothing shown so far changes.
    texts.add('en', 'translation', { footer: { about: 'About' } });
    expect(seen).toHaveLength(0);
    expect(en('footer.about')).toBe('About');

    // A text asked for before it arrived: its arrival re-renders, once.
    expect(en('tabs.reviews')).toBe('tabs.reviews');
    texts.add('en', 'translation', { tabs: { reviews: 'Reviews' } });
    texts.add('en', 'translation', { other: 'Other' });
    expect(seen).toHaveLength(1);
    expect(en('tabs.reviews')).toBe('Reviews');

    // French shown in English for want of its own text: the French text re-renders it.
    const fr = loose(texts.getFixedT('fr'));
    expect(fr('footer.about')).toBe('About');
    texts.add('fr', 'translation', { footer: { about: 'À propos' } });
    expect(seen).toHaveLength(2);
    expect(fr('footer.about')).toBe('À propos');
  });
});
