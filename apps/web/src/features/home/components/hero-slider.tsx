import type { CSSProperties } from 'react';
import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { HERO_AUTOPLAY_MS } from '@store/shared/constants';
import type { HeroSlide } from '@store/shared/schemas/content';
import { buttonClass } from '../../../components/ui/button.ts';
import { Carousel } from '../../../components/ui/carousel/carousel.tsx';
import { DiscountBadge } from '../../../components/ui/discount-badge.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { PriceTag } from '../../../components/ui/price-tag.tsx';
import { SmartImage } from '../../../components/ui/smart-image.tsx';
import { useHeroSlides } from '../api/get-hero-slides.ts';
import { welcomeSlide } from '../sample-data.ts';
import styles from './hero-slider.module.css';

/** Without a link of its own, the call to action leads to the featured products just below. */
const DEFAULT_TARGET = '#featured-products';

function CallToAction({ slide }: { slide: HeroSlide }) {
  const target = slide.buttonLink || DEFAULT_TARGET;
  const className = buttonClass('light', 'lg');
  const content = (
    <>
      {slide.buttonText}
      <Icon name="arrowRight" size={18} />
    </>
  );
  return target.startsWith('/') ? (
    <Link to={target} className={className}>
      {content}
    </Link>
  ) : (
    <a href={target} className={className}>
      {content}
    </a>
  );
}

function HeroSlideView({ slide, first }: { slide: HeroSlide; first: boolean }) {
  // Background: image under a dark overlay, else the slide's gradient, else the default purple one.
  const background: CSSProperties | undefined =
    !slide.backgroundImage && slide.gradient ? { background: slide.gradient } : undefined;
  const productImage = slide.productImage ?? slide.image;
  return (
    <div className={styles.slide} style={background}>
      {slide.backgroundImage && (
        <>
          <SmartImage
            src={slide.backgroundImage}
            alt=""
            width={1920}
            height={800}
            priority={first}
            fallback={null}
            className={styles.backdrop}
          />
          <span className={styles.overlay} aria-hidden="true" />
        </>
      )}
      <div className={`container ${styles.content}`}>
        <div className={styles.copy}>
          <p className={styles.subtitle}>{slide.subtitle}</p>
          <h2 className={styles.title}>{slide.title}</h2>
          {slide.description && <p className={styles.description}>{slide.description}</p>}
          {slide.currentPrice !== null && (
            <div className={styles.priceBlock}>
              <PriceTag price={slide.currentPrice} originalPrice={slide.oldPrice} tone="light" size="lg" />
              <DiscountBadge price={slide.currentPrice} originalPrice={slide.oldPrice} />
            </div>
          )}
          <CallToAction slide={slide} />
        </div>
        {productImage && (
          <div className={styles.product}>
            <SmartImage
              src={productImage}
              alt={slide.title}
              width={560}
              height={560}
              priority={first}
              fallback={null}
              className={styles.productImage}
            />
          </div>
        )}
      </div>
    </div>
  );
}

/** Full-width hero slider: autoplay every 5 s, looping, arrows and clickable dots (storefront §9). */
export function HeroSlider() {
  const { t } = useTranslation();
  const { data } = useHeroSlides();

  if (!data) {
    return (
      <div className={`${styles.hero} ${styles.loading}`} role="status">
        <p className={styles.loadingText}>{t('home.hero.loading')}</p>
      </div>
    );
  }
  // No active slide behaves like a failed call: the welcome slide keeps the page from opening on a hole.
  const slides = data.length > 0 ? data : [welcomeSlide(t)];
  return (
    <div className={styles.hero}>
      <Carousel
        items={slides}
        getKey={(slide) => slide.id}
        renderItem={(slide, index) => <HeroSlideView slide={slide} first={index === 0} />}
        label={t('home.hero.label')}
        gap={0}
        autoplayMs={HERO_AUTOPLAY_MS}
        variant="hero"
        landmark
      />
    </div>
  );
}
