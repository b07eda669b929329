import { useTranslation } from '../../../i18n/use-translation.ts';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import styles from './product-features.module.css';

const FEATURES: ReadonlyArray<{ key: 'freeShipping' | 'warranty' | 'easyReturn'; icon: IconName }> = [
  { key: 'freeShipping', icon: 'truck' },
  { key: 'warranty', icon: 'shield' },
  { key: 'easyReturn', icon: 'rotate' },
];

/** The three reassurance lines under the purchase box; display text, not business rules (§9). */
export function ProductFeatures() {
  const { t } = useTranslation();
  return (
    <ul className={styles.features}>
      {FEATURES.map(({ key, icon }) => (
        <li key={key} className={styles.feature}>
          <span className={styles.icon}>
            <Icon name={icon} size={20} />
          </span>
          <span>
            <strong className={styles.title}>{t(`productPage.features.${key}.title`)}</strong>
            <span className={styles.text}>{t(`productPage.features.${key}.text`)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
