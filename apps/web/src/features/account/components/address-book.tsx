import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Address, User } from '@store/shared/schemas/auth';
import { buttonClass } from '../../../components/ui/button.ts';
import { FormStatusLine } from '../../../components/ui/form/form-status.tsx';
import { useFormStatus } from '../../../components/ui/form/use-form-status.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { countryName } from '@store/shared/country-names';
import { errorMessage } from '../../../lib/error-message.ts';
import { preloadedComponent } from '../../../lib/preloaded-component.tsx';
import { addressBodyOf } from '../address-body.ts';
import { useDeleteAddress } from '../api/delete-address.ts';
import { useUpdateAddress } from '../api/update-address.ts';
import card from '../../../components/ui/form/form-card.module.css';
import styles from './profile-page.module.css';
import book from './address-book.module.css';

type Editing = { kind: 'new' } | { kind: 'edit'; address: Address } | null;

// The form, with the country and state lists, is shown only to add or edit an address: a chunk of its
// own (about 3 KB gzip), fetched once the book is on screen.
const AddressForm = preloadedComponent(() =>
  import('./address-form.tsx').then((module) => module.AddressForm),
);

/**
 * The address book: a card per address with the default one marked, and one form for adding or
 * editing that closes (and so resets) on success or cancel (storefront §2 Profile).
 */
export function AddressBook({ user }: { user: User }) {
  const { t, language } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const remove = useDeleteAddress();
  const update = useUpdateAddress();
  const { status, fail, clear } = useFormStatus();
  const busy = remove.isPending || update.isPending;
  useEffect(() => AddressForm.preload(), []);

  const onDelete = (address: Address) => {
    if (!window.confirm(t('profile.addresses.confirmDelete'))) return;
    clear();
    remove.mutate(address._id, {
      onSuccess: () => {
        if (editing?.kind === 'edit' && editing.address._id === address._id) setEditing(null);
      },
      onError: (error) => fail(errorMessage(error, t, t('profile.addresses.deleteFailed'))),
    });
  };

  const onMakeDefault = (address: Address) => {
    clear();
    update.mutate(
      { id: address._id, body: { ...addressBodyOf(address), isDefault: true } },
      { onError: (error) => fail(errorMessage(error, t, t('profile.addresses.updateFailed'))) },
    );
  };

  const close = () => setEditing(null);
  const addresses = user.addresses;
  return (
    <section className={card.card} aria-labelledby="addresses-title">
      <div className={styles.cardHeaderRow}>
        <div className={card.cardHeader}>
          <h2 id="addresses-title" className={card.cardTitle}>
            {t('profile.addresses.title')}
          </h2>
          <p className={card.cardText}>{t('profile.addresses.text')}</p>
        </div>
        {editing === null && (
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => setEditing({ kind: 'new' })}
          >
            <Icon name="plus" size={18} />
            {t('profile.addresses.add')}
          </button>
        )}
      </div>

      {editing && (
        <Suspense fallback={<Skeleton width="100%" height={480} radius="var(--radius-xl)" />}>
          <AddressForm
            key={editing.kind === 'edit' ? editing.address._id : 'new'}
            address={editing.kind === 'edit' ? editing.address : undefined}
            isFirst={addresses.length === 0}
            onDone={close}
            onCancel={close}
          />
        </Suspense>
      )}

      <FormStatusLine status={status} />

      {addresses.length === 0 ? (
        editing === null && (
          <p className={book.empty}>
            <Icon name="mapPin" size={20} />
            {t('profile.addresses.empty')}
          </p>
        )
      ) : (
        <ul className={book.addresses} aria-label={t('profile.addresses.listLabel')}>
          {addresses.map((address) => (
            <li key={address._id} className={book.address} data-default={address.isDefault || undefined}>
              <div className={book.addressTop}>
                <span className={book.addressType}>
                  <Icon name={address.type === 'work' ? 'briefcase' : 'mapPin'} size={16} />
                  {t(`profile.addresses.types.${address.type}`)}
                </span>
                {address.isDefault && (
                  <span className={book.defaultBadge}>{t('profile.addresses.default')}</span>
                )}
              </div>
              <address className={book.addressLines}>
                <span>{address.street}</span>
                <span>
                  {address.city}, {address.state} {address.zipCode}
                </span>
                <span>{countryName(address.country, language)}</span>
              </address>
              <div className={book.addressActions}>
                <button
                  type="button"
                  className={book.linkButton}
                  aria-label={t('profile.addresses.editLabel', { street: address.street })}
                  onClick={() => setEditing({ kind: 'edit', address })}
                >
                  <Icon name="pencil" size={16} />
                  {t('profile.addresses.edit')}
                </button>
                {!address.isDefault && (
                  <button
                    type="button"
                    className={book.linkButton}
                    aria-label={t('profile.addresses.setDefaultLabel', { street: address.street })}
                    disabled={busy}
                    onClick={() => onMakeDefault(address)}
                  >
                    <Icon name="check" size={16} />
                    {t('profile.addresses.setDefault')}
                  </button>
                )}
                <button
                  type="button"
                  className={`${book.linkButton} ${book.danger}`}
                  aria-label={t('profile.addresses.deleteLabel', { street: address.street })}
                  disabled={busy}
                  onClick={() => onDelete(address)}
                >
                  <Icon name="trash" size={16} />
                  {t('profile.addresses.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
