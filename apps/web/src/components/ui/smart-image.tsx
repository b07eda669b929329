import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { Icon } from './icon.tsx';
import styles from './smart-image.module.css';

interface SmartImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size, so the browser reserves the box before the file arrives (no layout shift). */
  width: number;
  height: number;
  /** Above-the-fold images load eagerly and first; everything else waits until it is near. */
  priority?: boolean;
  /** Shown instead of a missing or broken file; null shows nothing (decorative backdrops). */
  fallback?: ReactNode;
}

/** An <img> that never collapses: a missing or broken file shows a quiet placeholder of the same size. */
export function SmartImage({
  src,
  alt,
  width,
  height,
  priority = false,
  fallback,
  className,
  ...rest
}: SmartImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = [styles.image, className].filter(Boolean).join(' ');

  if (!src || failedSrc === src) {
    if (fallback !== undefined) return fallback;
    return (
      <span
        className={`${classes} ${styles.placeholder}`}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
      >
        <Icon name="image" size={32} strokeWidth={1.5} />
      </span>
    );
  }
  return (
    <img
      {...rest}
      className={classes}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => setFailedSrc(src)}
    />
  );
}
