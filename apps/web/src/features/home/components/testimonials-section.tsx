import { useTranslation } from '../../../i18n/use-translation.ts';
import { TESTIMONIAL_CAROUSEL_BREAKPOINTS } from '@store/shared/constants';
import { Carousel } from '../../../components/ui/carousel/carousel.tsx';
import { CarouselSkeleton } from '../../../components/ui/carousel/carousel-skeleton.tsx';
import { useTestimonials } from '../api/get-testimonials.ts';
import { HomeSection } from './home-section.tsx';
import { TestimonialCard, TestimonialCardSkeleton } from './testimonial-card.tsx';

const GAP_PX = 24;
const AUTOPLAY_MS = 6000;

/** What customers say: 1 card, 2 from 768 px, 3 from 1024 px. */
export function TestimonialsSection() {
  const { t } = useTranslation();
  const { data: testimonials } = useTestimonials();
  if (testimonials?.length === 0) return null;
  return (
    <HomeSection
      id="testimonials"
      title={t('home.testimonials.title')}
      subtitle={t('home.testimonials.subtitle')}
    >
      {testimonials ? (
        <Carousel
          items={testimonials}
          getKey={(testimonial) => testimonial.id}
          renderItem={(testimonial) => <TestimonialCard testimonial={testimonial} />}
          label={t('home.testimonials.title')}
          breakpoints={TESTIMONIAL_CAROUSEL_BREAKPOINTS}
          gap={GAP_PX}
          autoplayMs={AUTOPLAY_MS}
        />
      ) : (
        <CarouselSkeleton
          breakpoints={TESTIMONIAL_CAROUSEL_BREAKPOINTS}
          gap={GAP_PX}
          renderPlaceholder={() => <TestimonialCardSkeleton />}
        />
      )}
    </HomeSection>
  );
}
