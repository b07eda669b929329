import { useTranslation } from '../../../i18n/use-translation.ts';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import styles from './reassurance.module.css';

const ITEMS: ReadonlyArray<{
  key: 'freeShipping' | 'easyReturn' | 'secureShopping' | 'securePayment';
  icon: IconName;
}> = [
  { key: 'freeShipping', icon: 'truck' },
  { key: 'easyReturn', icon: 'rotate' },
  { key: 'secureShopping', icon: 'shield' },
  { key: 'securePayment', icon: 'lock' },
];

/** Four reassurance items: free shipping, easy return, secure shopping, secure payment. */
export function Reassurance() {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-label={t('footer.reassuranceLabel')}>
      <ul className={`container ${styles.grid}`}>
        {ITEMS.map((item) => (
          <li key={item.key} className={styles.item}>
            <span className={styles.icon}>
              <Icon name={item.icon} size={24} />
            </span>
            <div>
              <h3 className={styles.title}>{t(`footer.reassurance.${item.key}.title`)}</h3>
              <p className={styles.text}>{t(`footer.reassurance.${item.key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
