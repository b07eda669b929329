/**
 * A list's table: a bordered card that scrolls sideways on a phone instead of squeezing its columns.
 * Write ordinary <thead>/<tbody> rows inside; th and td are styled by the wrapper.
 *
 *   <AdminTable caption={t('products.title')}>
 *     <thead><tr><th scope="col">…</th></tr></thead>
 *     <tbody>
 *       {products.length === 0 ? (
 *         <AdminEmptyRow colSpan={6} text={t('products.empty')} />   // 'No products found'
 *       ) : products.map(…)}
 *     </tbody>
 *   </AdminTable>
 *
 * Cells: `className={adminTableStyles.actions}` for a row of icon buttons (see AdminIconButton),
 * `adminTableStyles.muted` for secondary text, `adminTableStyles.numeric` for right-aligned figures.
 */
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../ui/icon.tsx';
import styles from './admin-table.module.css';

/** Class names for cells inside an AdminTable. */
export const adminTableStyles = styles;

interface AdminTableProps {
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  children: ReactNode;
}

/** A horizontally scrollable data table; the scroll box is focusable so keyboard users can scroll it. */
export function AdminTable({ caption, children }: AdminTableProps) {
  return (
    // A scrollable region must be reachable by keyboard (WCAG 2.1.1); its name is the caption.
    <div className={styles.scroll} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** The one row of an empty table: 'No products found'. */
export function AdminEmptyRow({ colSpan, text }: { colSpan: number; text: string }) {
  return (
    <tr>
      <td colSpan={colSpan} className={styles.empty}>
        {text}
      </td>
    </tr>
  );
}

interface AdminIconButtonProps {
  icon: IconName;
  /** The accessible name and tooltip ('Edit', 'Delete'). */
  label: string;
  onClick: () => void;
  tone?: 'default' | 'danger';
  disabled?: boolean;
  /** For toggles (featured, in stock, active): announced as pressed or not. */
  pressed?: boolean;
}

/** A small square icon button for a table row's actions. */
export function AdminIconButton({
  icon,
  label,
  onClick,
  tone = 'default',
  disabled,
  pressed,
}: AdminIconButtonProps) {
  return (
    <button
      type="button"
      className={`${styles.iconButton} ${tone === 'danger' ? styles.danger : ''}`}
      onClick={onClick}
      aria-label={label}
      title={label}
      disabled={disabled}
      aria-pressed={pressed}
    >
      <Icon name={icon} size={18} />
    </button>
  );
}
