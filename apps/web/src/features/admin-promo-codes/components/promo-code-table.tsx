import type { AdminPromoCode } from '@store/shared/schemas/admin-promo-codes';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ADMIN_COLORS, AdminBadge } from '../../../components/admin/admin-badge.tsx';
import { formatAdminPrice } from '../../../components/admin/admin-format.ts';
import {
  AdminEmptyRow,
  AdminIconButton,
  AdminTable,
  adminTableStyles,
} from '../../../components/admin/admin-table.tsx';
import { discountText, minimumText, outsideDates, usesText, validityLines } from '../promo-words.ts';
import styles from './promo-codes-screen.module.css';

interface PromoCodeTableProps {
  promoCodes: readonly AdminPromoCode[];
  /** The empty row's text: none yet, or none matching the filter. */
  emptyText: string;
  onEdit: (promo: AdminPromoCode) => void;
  onDelete: (promo: AdminPromoCode) => void;
}

const COLUMNS = 9;

/**
 * The promo codes: each one's discount and rules, what it has brought (uses, revenue), whether it is
 * on, and edit and delete buttons named after the code.
 */
export function PromoCodeTable({ promoCodes, emptyText, onEdit, onDelete }: PromoCodeTableProps) {
  const { t } = useTranslation('admin');
  const numeric = adminTableStyles.numeric;
  return (
    <div className={styles.list}>
      <AdminTable caption={t('promos.table.caption')}>
        <thead>
          <tr>
            <th scope="col">{t('promos.table.code')}</th>
            <th scope="col">{t('promos.table.discount')}</th>
            <th scope="col" className={numeric}>
              {t('promos.table.minSubtotal')}
            </th>
            <th scope="col">{t('promos.table.validity')}</th>
            <th scope="col" className={numeric}>
              {t('promos.table.uses')}
            </th>
            <th scope="col" className={styles.wrapping}>
              {t('promos.table.oncePerCustomer')}
            </th>
            <th scope="col" className={`${styles.wrapping} ${styles.figures}`}>
              {t('promos.table.revenue')}
            </th>
            <th scope="col">{t('promos.table.status')}</th>
            <th scope="col">{t('promos.table.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {promoCodes.length === 0 ? (
            <AdminEmptyRow colSpan={COLUMNS} text={emptyText} />
          ) : (
            promoCodes.map((promo) => {
              const outside = outsideDates(promo);
              return (
                <tr key={promo.id}>
                  <td>
                    <strong className={styles.code}>{promo.code}</strong>
                  </td>
                  <td className={styles.nowrap}>{discountText(promo, t)}</td>
                  <td className={numeric}>{minimumText(promo, t)}</td>
                  <td>
                    <div className={adminTableStyles.cellNames}>
                      {validityLines(promo, t).map((line, index) => (
                        // The space keeps the lines apart in the cell's text, read as one sentence.
                        <span key={line} className={styles.nowrap}>
                          {index > 0 && ' '}
                          {line}
                        </span>
                      ))}
                      {outside && (
                        <span className={adminTableStyles.muted}> {t(`promos.validity.${outside}`)}</span>
                      )}
                    </div>
                  </td>
                  <td className={numeric}>{usesText(promo, t)}</td>
                  <td>{promo.oncePerCustomer ? t('promos.yes') : t('promos.no')}</td>
                  <td className={numeric}>{formatAdminPrice(promo.revenue)}</td>
                  <td>
                    <AdminBadge color={promo.isActive ? ADMIN_COLORS.green : ADMIN_COLORS.grey}>
                      {promo.isActive ? t('common.active') : t('common.inactive')}
                    </AdminBadge>
                  </td>
                  <td>
                    <div className={adminTableStyles.actions}>
                      <AdminIconButton
                        icon="pencil"
                        label={t('promos.editNamed', { code: promo.code })}
                        onClick={() => onEdit(promo)}
                      />
                      <AdminIconButton
                        icon="trash"
                        tone="danger"
                        label={t('promos.deleteNamed', { code: promo.code })}
                        onClick={() => onDelete(promo)}
                      />
                    </div>
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </AdminTable>
    </div>
  );
}
