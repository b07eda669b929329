import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '@store/shared/schemas/product';
import { Icon } from '../../../components/ui/icon.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import styles from './product-tabs.module.css';

const TABS = ['description', 'specifications', 'reviews'] as const;
type Tab = (typeof TABS)[number];

/** Description, specifications and reviews as ARIA tabs: arrows, Home and End move between them. */
export function ProductTabs({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<Tab>('description');
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const specs = Object.entries(product.specifications);

  const select = (tab: Tab) => {
    setSelected(tab);
    tabRefs.current[tab]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.indexOf(selected);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(TABS[target] ?? 'description');
  };

  const labels: Record<Tab, string> = {
    description: t('productPage.tabs.description'),
    specifications: t('productPage.tabs.specifications'),
    reviews: t('productPage.tabs.reviews', { count: product.reviews }),
  };

  return (
    <section className={styles.tabs}>
      <div
        className={styles.list}
        role="tablist"
        aria-label={t('productPage.tabs.label')}
        onKeyDown={onKeyDown}
      >
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab}-tab`}
            aria-controls={`${baseId}-${tab}-panel`}
            aria-selected={tab === selected}
            tabIndex={tab === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(tab)}
          >
            {labels[tab]}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${baseId}-${tab}-panel`}
          aria-labelledby={`${baseId}-${tab}-tab`}
          tabIndex={0}
          hidden={tab !== selected}
          className={styles.panel}
        >
          {tab === 'description' && (
            <p className={styles.description}>{product.detailedDescription || product.description}</p>
          )}
          {tab === 'specifications' &&
            (specs.length > 0 ? (
              <dl className={styles.specs}>
                {specs.map(([key, value]) => (
                  <div key={key} className={styles.spec}>
                    <dt>{key}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className={styles.muted}>{t('productPage.noSpecifications')}</p>
            ))}
          {tab === 'reviews' && (
            <div className={styles.reviews}>
              <div className={styles.score}>
                <span className={styles.scoreValue}>{product.rating.toFixed(1)}</span>
                <StarRating rating={product.rating} size={20} />
                <span className={styles.muted}>{t('productPage.basedOn', { count: product.reviews })}</span>
              </div>
              <p className={styles.comingSoon}>
                <Icon name="clock" size={20} />
                {t('productPage.reviewsComingSoon')}
              </p>
            </div>
          )}
        </div>
      ))}
    </section>
  );
}
