import { useTranslation } from '../../../i18n/use-translation.ts';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import styles from './top-bar.module.css';

// Placeholder labels: they point at the matching footer columns, not at real pages (storefront §2).
const LINKS: ReadonlyArray<{ key: 'campaigns' | 'corporate' | 'help'; href: string; icon: IconName }> = [
  { key: 'campaigns', href: '#footer-membership', icon: 'tag' },
  { key: 'corporate', href: '#footer-corporate', icon: 'briefcase' },
  { key: 'help', href: '#footer-help', icon: 'help' },
];

/** Thin utility bar above the header: store finder, phone, info links and the language selector. */
export function TopBar() {
  const { t } = useTranslation();
  const phone = t('header.phone');
  return (
    <div className={styles.bar}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.group}>
          <a href="#footer-contact" className={`${styles.link} ${styles.wide}`}>
            <Icon name="store" size={16} />
            {t('header.storeFinder')}
          </a>
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={styles.link}>
            <Icon name="phone" size={16} />
            <span className="visually-hidden">{t('header.callUs')} </span>
            {phone}
          </a>
        </div>
        <div className={styles.group}>
          {LINKS.map((link) => (
            <a key={link.key} href={link.href} className={`${styles.link} ${styles.wide}`}>
              <Icon name={link.icon} size={16} />
              {t(`header.${link.key}`)}
            </a>
          ))}
          <LanguageSwitcher />
        </div>
      </div>
    </div>
  );
}
