import { useEffect, useRef, type CSSProperties } from 'react';
import { useOnScreen } from '../../../hooks/use-on-screen.ts';
import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { FOOTER_BRAND_PLACEHOLDERS } from '@store/shared/constants';
import type { Brand } from '@store/shared/schemas/content';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { SmartImage } from '../../../components/ui/smart-image.tsx';
import { useBrands } from '../api/get-brands.ts';
import styles from './brand-strip.module.css';

/** Seconds per brand for one loop, so the strip moves at the same speed however many brands there are. */
const SECONDS_PER_BRAND = 3;

function BrandList({ brands, copy }: { brands: readonly Brand[]; copy: boolean }) {
  return (
    // The second copy only makes the loop seamless: hidden from assistive tech and the tab order.
    <ul className={styles.list} aria-hidden={copy || undefined}>
      {brands.map((brand) => (
        <li key={brand.id}>
          <Link
            to="/"
            className={styles.brand}
            title={brand.description ? `${brand.name} — ${brand.description}` : brand.name}
            tabIndex={copy ? -1 : undefined}
          >
            <SmartImage
              src={brand.logoUrl}
              alt={brand.name}
              width={140}
              height={56}
              className={styles.logo}
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The brands twice in a row, moved by a CSS animation; the mouse wheel scrolls the strip sideways. */
function BrandMarquee({ brands }: { brands: readonly Brand[] }) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  // Out of sight the loop stands still: Chromium kept drawing it below the fold (an idle product page
  // took 0.55 CPU-seconds every 10 s here with it, 0.1 without). Until the browser says, it runs.
  const offScreen = useOnScreen(viewportRef) === false;

  useEffect(() => {
    const viewport = viewportRef.current;
    const track = trackRef.current;
    if (!viewport || !track) return;
    const onWheel = (event: WheelEvent) => {
      const delta = Math.abs(event.deltaX) > Math.abs(event.deltaY) ? event.deltaX : event.deltaY;
      if (delta === 0) return;
      event.preventDefault();
      const loopWidth = track.scrollWidth / 2;
      const [animation] = track.getAnimations();
      const duration = animation?.effect?.getTiming().duration;
      if (animation && typeof duration === 'number' && duration > 0 && loopWidth > 0) {
        // Move the running loop itself, so the strip stays seamless whichever way it is wheeled.
        const current = Number(animation.currentTime ?? 0);
        const next = current + (delta / loopWidth) * duration;
        animation.currentTime = ((next % duration) + duration) % duration;
      } else {
        // Reduced motion: no animation, the strip is a plain horizontal scroller.
        viewport.scrollLeft += delta;
      }
    };
    viewport.addEventListener('wheel', onWheel, { passive: false });
    return () => viewport.removeEventListener('wheel', onWheel);
  }, []);

  const style = { '--marquee-duration': `${brands.length * SECONDS_PER_BRAND}s` } as CSSProperties;
  return (
    <div ref={viewportRef} className={`${styles.viewport} ${offScreen ? styles.offScreen : ''}`}>
      <div ref={trackRef} className={styles.track} style={style}>
        <BrandList brands={brands} copy={false} />
        <BrandList brands={brands} copy />
      </div>
    </div>
  );
}

/** Popular-brands strip at the top of the footer (storefront §2): placeholders, then the looping logos. */
export function BrandStrip() {
  const { t } = useTranslation();
  const { data: brands } = useBrands();
  if (brands && brands.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="footer-brands-title">
      <div className="container">
        <h2 id="footer-brands-title" className={styles.title}>
          {t('footer.brandsTitle')}
        </h2>
        {brands ? (
          <BrandMarquee brands={brands} />
        ) : (
          <div className={styles.placeholders} role="status" aria-label={t('common.loading')}>
            {Array.from({ length: FOOTER_BRAND_PLACEHOLDERS }, (_, i) => (
              <Skeleton key={i} width={160} height={72} className={styles.placeholder} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
