import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { ProductDetail } from '@store/shared/schemas/product';
import { Icon } from '../../../components/ui/icon.tsx';
import { SmartImage } from '../../../components/ui/smart-image.tsx';
import { wrapIndex } from '../gallery-index.ts';
import styles from './product-gallery.module.css';

/** Main image with previous/next arrows that wrap both ways (storefront §4), and a row of thumbnails. */
export function ProductGallery({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const images = product.images.length > 0 ? product.images : [product.image];
  const [rawIndex, setIndex] = useState(0);
  const index = wrapIndex(rawIndex, images.length);
  const many = images.length > 1;

  return (
    <section className={styles.gallery} aria-label={t('productPage.gallery.label')}>
      <div className={styles.stage}>
        <SmartImage
          key={images[index]}
          src={images[index]}
          alt={t('productPage.gallery.imageAlt', {
            name: product.name,
            index: index + 1,
            count: images.length,
          })}
          width={800}
          height={800}
          priority
          className={styles.main}
        />
        {many && (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.prev}`}
              onClick={() => setIndex(wrapIndex(index - 1, images.length))}
              aria-label={t('productPage.gallery.previous')}
            >
              <Icon name="chevronLeft" size={22} />
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              onClick={() => setIndex(wrapIndex(index + 1, images.length))}
              aria-label={t('productPage.gallery.next')}
            >
              <Icon name="chevronRight" size={22} />
            </button>
            <span className={styles.counter} aria-hidden="true">
              {index + 1} / {images.length}
            </span>
          </>
        )}
      </div>
      {many && (
        <ul className={styles.thumbs}>
          {images.map((src, i) => (
            <li key={`${i}-${src}`}>
              <button
                type="button"
                className={styles.thumb}
                onClick={() => setIndex(i)}
                aria-label={t('productPage.gallery.show', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
              >
                <SmartImage src={src} alt="" width={96} height={96} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
