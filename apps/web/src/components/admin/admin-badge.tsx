/**
 * A small coloured pill for a status or a role:
 *
 *   <AdminBadge color={orderStatusColor(order.status)}>{t(`common.orderStatus.${order.status}`)}</AdminBadge>
 *   <AdminBadge color={roleColor(user.role)}>{user.role}</AdminBadge>
 *   <AdminBadge color={ADMIN_COLORS.green}>{t('common.active')}</AdminBadge>
 *
 * `color` is any CSS colour (a hex from the spec); the pill tints its background from it and keeps
 * the text dark enough to read.
 */
import type { CSSProperties, ReactNode } from 'react';
import type { OrderStatus, Role } from '@store/shared/constants';
import styles from './admin-ui.module.css';

/** Named badge colours for states the spec gives no hex for (active, featured, in stock…). */
export const ADMIN_COLORS = {
  grey: '#6b7280',
  blue: '#2563eb',
  purple: '#7c3aed',
  green: '#10b981',
  amber: '#f59e0b',
  red: '#ef4444',
} as const;

/** Order status colours (admin §9). Refunded, which the spec does not list, is grey. */
const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  pending: '#f59e0b',
  confirmed: '#3b82f6',
  processing: '#8b5cf6',
  shipped: '#06b6d4',
  delivered: '#10b981',
  cancelled: '#ef4444',
  refunded: ADMIN_COLORS.grey,
};

/** Role colours (admin §6): user grey, admin blue, superadmin purple. */
const ROLE_COLORS: Record<Role, string> = {
  user: ADMIN_COLORS.grey,
  admin: ADMIN_COLORS.blue,
  superadmin: ADMIN_COLORS.purple,
};

/** The badge colour of an order status; anything unknown is grey. */
export function orderStatusColor(status: string): string {
  return ORDER_STATUS_COLORS[status as OrderStatus] ?? ADMIN_COLORS.grey;
}

/** The badge colour of a role; anything unknown is grey. */
export function roleColor(role: string): string {
  return ROLE_COLORS[role as Role] ?? ADMIN_COLORS.grey;
}

/** A coloured pill; the colour comes in as a CSS variable so one stylesheet serves every tone. */
export function AdminBadge({ color, children }: { color: string; children: ReactNode }) {
  return (
    <span className={styles.badge} style={{ '--badge-color': color } as CSSProperties}>
      {children}
    </span>
  );
}
