import type { Locator, Page } from '@playwright/test';
import type { Language } from '@store/shared/constants';
import { messages, type Translate } from './messages.ts';

/** Escapes text for use inside a RegExp. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The parts of the home page a shopper sees, found by their accessible names in the given UI language
 * (landmarks and carousels are labelled by the headings and labels of en.json / fr.json).
 */
export function homePage(page: Page, lang: Language = 'en') {
  const t = messages(lang);
  // A home band is a region named by its heading; the carousel inside is a group of the same name.
  const band = (title: string): Locator => page.getByRole('region', { name: title, exact: true });
  const carousel = (title: string): Locator => band(title).getByRole('group', { name: title, exact: true });
  const hero = page.getByRole('region', { name: t('home.hero.label'), exact: true });
  const footer = page.getByRole('contentinfo');
  const dot = (carousel: Locator, index: number): Locator =>
    carousel.getByRole('button', { name: t('carousel.goTo', { index }), exact: true });
  return {
    t,
    hero,
    /** Slide `index` (1-based) of `count`. */
    heroSlide: (index: number, count: number): Locator =>
      hero.getByRole('group', { name: t('carousel.slideLabel', { index, count }), exact: true }),
    heroDot: (index: number): Locator => dot(hero, index),
    /** The dot of a carousel that moves it to position `index` (1-based). */
    dot,
    heroNext: hero.getByRole('button', { name: t('carousel.next'), exact: true }),
    heroPrevious: hero.getByRole('button', { name: t('carousel.previous'), exact: true }),
    heroPause: hero.getByRole('button', { name: t('carousel.pause'), exact: true }),
    heroPlay: hero.getByRole('button', { name: t('carousel.play'), exact: true }),
    categories: band(t('home.categories.title')),
    categoryCarousel: carousel(t('home.categories.title')),
    featured: band(t('home.featured.title')),
    featuredCarousel: carousel(t('home.featured.title')),
    testimonials: band(t('home.testimonials.title')),
    testimonialCarousel: carousel(t('home.testimonials.title')),
    // The footer has a "Categories" column too; the header's list is the one inside the banner.
    headerCategories: page
      .getByRole('banner')
      .getByRole('navigation', { name: t('header.categoriesNav'), exact: true }),
    languages: page.getByRole('group', { name: t('header.language'), exact: true }),
    footer,
    footerCategories: footer.getByRole('navigation', { name: t('footer.columns.categories'), exact: true }),
    brands: footer.getByRole('region', { name: t('footer.brandsTitle'), exact: true }),
  };
}

export type HomePage = ReturnType<typeof homePage>;

/**
 * The 1-based position a carousel is at: the number in the label of the dot marked current (aria-current
 * has no getByRole option; it is what assistive tech announces as current). 1 when there are no dots.
 */
export async function currentIndex(carousel: Locator): Promise<number> {
  const dot = carousel.locator('[aria-current="true"]');
  if ((await dot.count()) === 0) return 1;
  const label = (await dot.getAttribute('aria-label')) ?? '';
  const number = /\d+/.exec(label)?.[0];
  if (number === undefined) throw new Error(`the current dot's label "${label}" has no slide number`);
  return Number(number);
}

/** The slide a carousel shows first right now; hovering it first stops autoplay from moving on. */
export async function currentSlide(carousel: Locator, t: Translate): Promise<Locator> {
  await carousel.hover();
  const count = await carousel.getByRole('group').count();
  const index = await currentIndex(carousel);
  return carousel.getByRole('group', { name: t('carousel.slideLabel', { index, count }), exact: true });
}

/** Brings every band into view in turn, as a shopper scrolling down would, so lazy images get requested. */
export async function scrollThroughHome(home: HomePage): Promise<void> {
  for (const part of [
    home.hero,
    home.categories,
    home.featured,
    home.testimonials,
    home.brands,
    home.footer,
  ]) {
    await part.scrollIntoViewIfNeeded();
  }
  await home.footerCategories.scrollIntoViewIfNeeded();
}
