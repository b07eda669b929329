import type { TFunction } from '../../i18n/translator.ts';
import type { HeroSlide, Testimonial } from '@store/shared/schemas/content';
import type { ProductSummary } from '@store/shared/schemas/product';

/** Built-in home content shown when a call fails (storefront §8), translated into the active language. */

export function welcomeSlide(t: TFunction): HeroSlide {
  return {
    _id: 'welcome',
    id: 'welcome',
    title: t('home.hero.fallback.title'),
    subtitle: t('home.hero.fallback.subtitle'),
    description: t('home.hero.fallback.description'),
    image: null,
    productImage: null,
    backgroundImage: null,
    gradient: null,
    currentPrice: null,
    oldPrice: null,
    discount: null,
    buttonText: t('home.hero.fallback.button'),
    buttonLink: null,
    order: 0,
  };
}

export function sampleProduct(t: TFunction): ProductSummary {
  return {
    _id: 'sample-product',
    id: 'sample-product',
    name: t('home.featured.sample.name'),
    description: t('home.featured.sample.description'),
    category: t('categories.electronics.name'),
    categorySlug: 'electronics',
    image: '',
    price: 99.99,
    originalPrice: 129.99,
    discount: 23,
    savings: 30,
    rating: 4.5,
    reviews: 128,
    inStock: true,
    featured: true,
  };
}

export function fallbackTestimonial(t: TFunction): Testimonial {
  return {
    _id: 'verified-customer',
    id: 'verified-customer',
    name: t('home.testimonials.fallback.name'),
    title: t('home.testimonials.fallback.title'),
    comment: t('home.testimonials.fallback.comment'),
    rating: 5,
    image: null,
    date: new Date().toISOString(),
  };
}
