import { Icon, type IconName } from './icon.tsx';
import styles from './icon-badge.module.css';

interface IconBadgeProps {
  name: IconName;
  /** 'sm' where the badge heads a form rather than a whole message. */
  size?: 'sm' | 'md';
  /** Spacing from the caller's layout. */
  className?: string;
}

/** An icon in a soft accent circle, heading an empty state, a prompt or a form; decorative. */
export function IconBadge({ name, size = 'md', className }: IconBadgeProps) {
  const classes = [styles.badge, size === 'sm' ? styles.small : '', className].filter(Boolean).join(' ');
  return (
    <span className={classes} aria-hidden="true">
      <Icon name={name} size={size === 'sm' ? 24 : 28} />
    </span>
  );
}
