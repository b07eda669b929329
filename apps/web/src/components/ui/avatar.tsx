import { useState } from 'react';
import { userInitials } from '../../lib/user-initials.ts';
import styles from './avatar.module.css';

interface AvatarProps {
  user: { firstName: string; lastName: string; email: string; avatar: string | null };
  size?: number;
}

/** The user's picture, or their initials on the brand gradient when there is none or it fails to load. */
export function Avatar({ user, size = 40 }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const picture = user.avatar && failed !== user.avatar ? user.avatar : null;
  return (
    <span
      className={styles.avatar}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }}
      aria-hidden="true"
      data-testid="avatar"
    >
      {picture ? (
        <img src={picture} alt="" className={styles.image} onError={() => setFailed(picture)} />
      ) : (
        userInitials(user)
      )}
    </span>
  );
}
