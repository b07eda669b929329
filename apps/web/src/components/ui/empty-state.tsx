import type { ReactNode } from 'react';
import type { IconName } from './icon.tsx';
import { IconBadge } from './icon-badge.tsx';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  title: string;
  text: string;
  icon?: IconName;
  /** Heading level: h1 when the state is the whole page (product not found), else h2. */
  level?: 1 | 2;
  /** Buttons or links under the text. */
  children?: ReactNode;
}

/** A quiet, centred message for empty results and not-found states. */
export function EmptyState({ title, text, icon = 'search', level = 2, children }: EmptyStateProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.empty}>
      <IconBadge name={icon} className={styles.icon} />
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.text}>{text}</p>
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
