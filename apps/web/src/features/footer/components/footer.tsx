import type { CSSProperties } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { FOOTER_DEFAULT_COLORS } from '@store/shared/constants';
import { Icon } from '../../../components/ui/icon.tsx';
import { Logo } from '../../../components/ui/logo.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useFooter } from '../api/get-footer.ts';
import { BrandStrip } from './brand-strip.tsx';
import { categoryLinks, linkSections, socialLinks } from './footer-links.ts';
import { LinkColumn } from './link-column.tsx';
import { NewsletterForm } from './newsletter-form.tsx';
import { PaymentIcons } from './payment-icons.tsx';
import { Reassurance } from './reassurance.tsx';
import styles from './footer.module.css';

const LEGAL_LINKS = ['privacy', 'terms', 'cookies'] as const;

/** Storefront footer (storefront §2), coloured by the footer's appearance settings. */
export function Footer() {
  const { t } = useTranslation();
  const { data: footer, isLoading } = useFooter();
  // undefined while loading, null when the call failed: each part shows placeholders or fallbacks.
  const loaded = isLoading ? undefined : (footer ?? null);

  const appearance = footer?.appearance ?? FOOTER_DEFAULT_COLORS;
  const colours = {
    '--footer-bg': appearance.backgroundColor,
    '--footer-text': appearance.textColor,
    '--footer-link': appearance.linkColor,
  } as CSSProperties;

  const company = footer?.companyInfo;
  const contact = {
    phone: company?.contact.phone || t('footer.fallback.phone'),
    email: company?.contact.email || t('footer.fallback.email'),
    address: company?.contact.address || t('footer.fallback.address'),
  };
  const companyName = company?.name || t('brand.name');
  const sections = loaded === undefined ? undefined : linkSections(loaded, t);
  const social = loaded === undefined ? undefined : socialLinks(loaded);
  const newsletter = footer?.newsletter;

  return (
    <footer className={styles.footer}>
      <BrandStrip />
      <Reassurance />
      <div className={styles.main} style={colours}>
        <div className="container">
          {newsletter?.enabled !== false && (
            <NewsletterForm
              title={newsletter?.title || t('footer.newsletter.title')}
              description={newsletter?.description || t('footer.newsletter.description')}
            />
          )}
          <div className={styles.columns}>
            <section id="footer-contact" className={styles.company} aria-label={t('footer.contactLabel')}>
              {(footer?.appearance.showLogo ?? true) &&
                (company?.logo ? (
                  <img src={company.logo} alt={companyName} className={styles.logo} />
                ) : (
                  <Logo tone="light" />
                ))}
              {isLoading ? (
                <Skeleton width="90%" height={60} className={styles.skeleton} />
              ) : (
                <p className={styles.description}>
                  {company?.description || t('footer.fallback.description')}
                </p>
              )}
              <ul className={styles.contact}>
                <li>
                  <Icon name="phone" size={18} />
                  <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
                </li>
                <li>
                  <Icon name="mail" size={18} />
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </li>
                <li>
                  <Icon name="mapPin" size={18} />
                  <span>{contact.address}</span>
                </li>
              </ul>
            </section>
            <LinkColumn
              title={t('footer.columns.categories')}
              links={loaded === undefined ? undefined : categoryLinks(loaded, t)}
            />
            <div id="footer-links" className={styles.sections}>
              {sections
                ? sections.map((section) => (
                    <LinkColumn
                      key={section.id}
                      id={`footer-${section.id}`}
                      title={section.title}
                      links={section.links}
                    />
                  ))
                : (['corporate', 'help', 'membership'] as const).map((key) => (
                    <LinkColumn key={key} title={t(`footer.columns.${key}`)} links={undefined} />
                  ))}
              {(social === undefined || social.length > 0) && (
                <LinkColumn id="footer-social" title={t('footer.columns.social')} links={social} />
              )}
            </div>
          </div>
        </div>
        <div className={styles.bottom}>
          <div className={`container ${styles.bottomInner}`}>
            <p className={styles.copyright}>
              {footer?.copyright.text
                ? t('footer.copyrightLine', {
                    year: footer.copyright.year,
                    name: companyName,
                    text: footer.copyright.text,
                  })
                : t('footer.copyright', { year: new Date().getFullYear(), name: companyName })}
            </p>
            <ul className={styles.legal}>
              {LEGAL_LINKS.map((key) => (
                <li key={key}>
                  <a href={`#${key}`} className={styles.link}>
                    {t(`footer.legal.${key}`)}
                  </a>
                </li>
              ))}
            </ul>
            <PaymentIcons />
          </div>
        </div>
      </div>
    </footer>
  );
}

/** The footer's words (the entry leaves them out: they come with the footer's code). */
export { default as texts } from 'texts:footer';
