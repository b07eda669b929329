import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { UPLOAD_WIDTHS } from '@store/shared/constants';
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

/** An uploaded image's stored name (/uploads/{hash}.webp); the shop's own pictures are SVG. */
const UPLOADED = /^\/uploads\/([a-f0-9]{32}\.webp)$/;

/**
 * The narrower copies the server makes of an upload (UPLOAD_WIDTHS), so a phone fetches the 400 px
 * one; the original (at most UPLOAD_MAX_DIMENSION wide) serves wider screens.
 */
export function uploadSrcSet(src: string): string | undefined {
  const name = UPLOADED.exec(src)?.[1];
  if (!name) return undefined;
  return UPLOAD_WIDTHS.map((width) => `/uploads/w/${width}/${name} ${width}w`).join(', ');
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
  const srcSet = uploadSrcSet(src);
  return (
    <img
      // Unless told, the picture is shown at most at its given width, and across a narrower screen.
      sizes={srcSet ? `(max-width: ${width}px) 100vw, ${width}px` : undefined}
      {...rest}
      srcSet={srcSet}
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
