import { useTranslation } from '../../../i18n/use-translation.ts';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { CategoryCarousel } from './category-carousel.tsx';
import { FeaturedProducts } from './featured-products.tsx';
import { HeroSlider } from './hero-slider.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';

/** The home page: hero, categories, featured products and testimonials, each loading on its own. */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.home.title'));
  return (
    <>
      <h1 className="visually-hidden">{t('home.heading')}</h1>
      <HeroSlider />
      <CategoryCarousel />
      <FeaturedProducts />
      <TestimonialsSection />
    </>
  );
}
