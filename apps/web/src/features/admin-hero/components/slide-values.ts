import type { AdminHeroSlide, HeroSlideFormInput } from '@store/shared/schemas/admin-hero';

/**
 * A slide's editable fields, as the form holds them and the API takes them back: texts as strings
 * ('' for none), numbers or null. A new slide starts active, with the default button text.
 */
export function slideValues(slide: AdminHeroSlide | null): HeroSlideFormInput {
  return {
    title: slide?.title ?? '',
    titleFr: slide?.titleFr ?? '',
    subtitle: slide?.subtitle ?? '',
    subtitleFr: slide?.subtitleFr ?? '',
    description: slide?.description ?? '',
    descriptionFr: slide?.descriptionFr ?? '',
    buttonText: slide?.buttonText ?? 'Shop Now',
    buttonTextFr: slide?.buttonTextFr ?? '',
    buttonLink: slide?.buttonLink ?? '',
    productImage: slide?.productImage ?? '',
    backgroundImage: slide?.backgroundImage ?? '',
    isActive: slide?.isActive ?? true,
    oldPrice: slide?.oldPrice ?? null,
    currentPrice: slide?.currentPrice ?? null,
  };
}
