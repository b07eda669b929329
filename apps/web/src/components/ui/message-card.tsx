import type { ReactNode } from 'react';
import type { IconName } from './icon.tsx';
import { IconBadge } from './icon-badge.tsx';
import styles from './message-card.module.css';

interface MessageCardProps {
  icon: IconName;
  title: string;
  text: string;
  /** What the shopper can do next, under the text. */
  children?: ReactNode;
}

/** A calm centred card with the page's h1: placeholder pages, not-found, the profile's sign-in prompt. */
export function MessageCard({ icon, title, text, children }: MessageCardProps) {
  return (
    <div className={styles.card}>
      <IconBadge name={icon} />
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      {children}
    </div>
  );
}
