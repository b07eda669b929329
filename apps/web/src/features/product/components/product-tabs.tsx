import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { ProductDetail } from '@store/shared/schemas/product';
import { Icon } from '../../../components/ui/icon.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { TabList, tabId } from '../../../components/ui/tabs.tsx';
import styles from './product-tabs.module.css';

const TABS = ['description', 'specifications', 'reviews'] as const;
type Tab = (typeof TABS)[number];

/** Description, specifications and reviews as ARIA tabs: arrows, Home and End move between them. */
export function ProductTabs({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<Tab>('description');
  const baseId = useId();
  const specs = Object.entries(product.specifications);
  const panelId = (tab: Tab) => `${baseId}-${tab}-panel`;

  const labels: Record<Tab, string> = {
    description: t('productPage.tabs.description'),
    specifications: t('productPage.tabs.specifications'),
    reviews: t('productPage.tabs.reviews', { count: product.reviews }),
  };

  return (
    <section className={styles.tabs}>
      <TabList
        tabs={TABS}
        selected={selected}
        onSelect={setSelected}
        label={t('productPage.tabs.label')}
        idBase={baseId}
        panelId={panelId}
        tabClassName={styles.tab}
        renderTab={(tab) => labels[tab]}
      />
      {TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(baseId, tab)}
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
