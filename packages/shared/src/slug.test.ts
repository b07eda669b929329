import { describe, expect, it } from 'vitest';
import { adminSlug, categorySlug, nameKey, titleFromSlug } from './slug.ts';

describe('categorySlug (storefront rule)', () => {
  it.each([
    ['Electronics', 'electronics'],
    ['Home & Garden', 'home-garden'],
    ['Sports & Outdoors', 'sports-outdoors'],
    ['Health & Beauty', 'health-beauty'],
    ['Books & Media', 'books-media'],
    ['Électronique', 'electronics'],
    ['Mode', 'fashion'],
    ['Maison & Jardin', 'home-garden'],
    ['Sports & Plein air', 'sports-outdoors'],
    ['Santé & Beauté', 'health-beauty'],
    ['Livres & Médias', 'books-media'],
  ])('%s → %s', (name, slug) => {
    expect(categorySlug(name)).toBe(slug);
  });

  it('lower-cases, removes accents and turns spaces and ampersands into hyphens', () => {
    expect(categorySlug('  Jouets & Jeux Vidéo ')).toBe('jouets-jeux-video');
  });
});

describe('adminSlug (admin rule)', () => {
  it('removes non-word characters and folds runs of spaces, underscores and hyphens', () => {
    expect(adminSlug('  Home & Garden!  ')).toBe('home-garden');
    expect(adminSlug('Kids__Toys -- 2024')).toBe('kids-toys-2024');
    expect(adminSlug('-Edge-')).toBe('edge');
  });
});

describe('titleFromSlug', () => {
  it('turns a slug into capitalised words', () => {
    expect(titleFromSlug('home-garden')).toBe('Home Garden');
  });
});

describe('nameKey', () => {
  it('compares names regardless of case, accents and spacing', () => {
    expect(nameKey(' Électronique ')).toBe(nameKey('ELECTRONIQUE'));
    expect(nameKey('Home  &  Garden')).toBe(nameKey('home & garden'));
    // Precomposed and decomposed accents are one letter.
    expect(nameKey('Sant\u00e9')).toBe(nameKey('Sante\u0301'));
    expect(nameKey('Fashion')).not.toBe(nameKey('Fashions'));
  });
});
