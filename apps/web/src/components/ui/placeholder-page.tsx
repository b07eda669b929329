import type { ReactNode } from 'react';
import { Link } from './link.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import type { IconName } from './icon.tsx';
import { buttonClass } from './button.ts';
import { MessageCard } from './message-card.tsx';
import styles from './placeholder-page.module.css';

interface PlaceholderPageProps {
  title: string;
  text: string;
  icon?: IconName;
  /** Extra content under the text, e.g. the search query. */
  children?: ReactNode;
}

/** A simple titled page: used by screens that later issues fill in, and by the not-found page. */
export function PlaceholderPage({ title, text, icon = 'grid', children }: PlaceholderPageProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <div className={`container ${styles.page}`}>
      <MessageCard icon={icon} title={title} text={text}>
        {children}
        <Link to="/" className={buttonClass('primary')}>
          {t('common.backHome')}
        </Link>
      </MessageCard>
    </div>
  );
}
