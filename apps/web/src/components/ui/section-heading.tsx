import type { ReactNode } from 'react';
import styles from './section-heading.module.css';

interface SectionHeadingProps {
  id: string;
  title: string;
  subtitle?: string;
  /** A link or button shown on the right, e.g. 'View all'. */
  action?: ReactNode;
}

/** Heading block of a home-page section; `id` is the target of the section's aria-labelledby. */
export function SectionHeading({ id, title, subtitle, action }: SectionHeadingProps) {
  return (
    <div className={styles.heading}>
      <div>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
