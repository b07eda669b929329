import type { AdminUser } from '@store/shared/schemas/admin-users';
import { countryName } from '@store/shared/country-names';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatAdminDate } from '../../../components/admin/admin-format.ts';
import styles from './users-screen.module.css';

/** The read-only part of the user dialog: contact, dates and addresses (admin §3 User). */
export function UserDetails({ user }: { user: AdminUser }) {
  const { t, language } = useTranslation('admin');
  const notSet = t('users.notSet');
  const fields: [label: string, value: string][] = [
    [t('users.modal.email'), user.email],
    [t('users.modal.phone'), user.phone ?? notSet],
    [
      t('users.modal.dateOfBirth'),
      user.dateOfBirth ? formatAdminDate(`${user.dateOfBirth}T12:00:00Z`) : notSet,
    ],
    [t('users.modal.gender'), user.gender ? t(`users.gender.${user.gender}`) : notSet],
    [t('users.modal.joined'), formatAdminDate(user.createdAt)],
    [t('users.modal.lastLogin'), user.lastLogin ? formatAdminDate(user.lastLogin) : t('users.never')],
  ];
  return (
    <>
      <dl className={styles.details}>
        {fields.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className={styles.heading}>{t('users.modal.addresses')}</h3>
      {user.addresses.length === 0 ? (
        <p className={styles.address}>{t('users.modal.noAddresses')}</p>
      ) : (
        <ul className={styles.addresses}>
          {user.addresses.map((address, index) => (
            <li key={index} className={styles.address}>
              <strong>
                {t(`users.addressType.${address.type}`)}
                {address.isDefault && ` · ${t('users.modal.default')}`}
              </strong>
              <br />
              {address.street}, {address.city}, {address.state} {address.zipCode},{' '}
              {countryName(address.country, language)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
