import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'light' | 'outline-light';
export type ButtonSize = 'md' | 'lg';

/** Class names for anything that looks like a button: <button>, <Link> or <a>. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return [styles.button, styles[variant], size === 'lg' ? styles.lg : ''].filter(Boolean).join(' ');
}
