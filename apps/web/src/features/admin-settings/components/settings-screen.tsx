import type { StoreSettings } from '@store/shared/schemas/store-settings';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { adminErrorText } from '../../../components/admin/admin-api.ts';
import { AdminLoadError } from '../../../components/admin/admin-load-error.tsx';
import { AdminLoading } from '../../../components/admin/admin-loading.tsx';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { FormStatusLine } from '../../../components/ui/form/form-status.tsx';
import type { FormStatus } from '../../../components/ui/form/use-form-status.ts';
import form from '../../../components/ui/form/form.module.css';
import ui from '../../../components/admin/admin-ui.module.css';
import { useSaveStoreSettings, useStoreSettings } from '../api/store-settings.ts';
import styles from './settings-screen.module.css';

/** /admin/settings: the shop's settings (issue 22: guest checkout on or off), under manage_orders. */
export default function SettingsScreen() {
  const { t } = useTranslation('admin');
  const query = useStoreSettings();
  return (
    <>
      <AdminPageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      {query.data ? (
        <CheckoutSettings settings={query.data} />
      ) : query.isError ? (
        <AdminLoadError message={t('settings.loadFailed')} query={query} />
      ) : (
        <AdminLoading />
      )}
    </>
  );
}

/** A switch saves at once: there is nothing else on the card to confirm it with. */
function CheckoutSettings({ settings }: { settings: StoreSettings }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const save = useSaveStoreSettings();
  const [status, setStatus] = useState<FormStatus>(null);

  const onChange = (guestCheckout: boolean) => {
    setStatus(null);
    save.mutate(
      { guestCheckout },
      {
        onSuccess: (saved) =>
          setStatus({
            kind: 'success',
            text: t(saved.guestCheckout ? 'settings.savedOn' : 'settings.savedOff'),
          }),
        onError: (failure) =>
          setStatus({ kind: 'error', text: adminErrorText(failure, t('settings.saveFailed')) }),
      },
    );
  };

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('settings.checkout')}</legend>
      <div className={`${form.check} ${ui.switch}`}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={settings.guestCheckout}
          disabled={save.isPending}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.checked)}
        />
        {/* The hint describes the switch; its name is the label alone. */}
        <div className={form.checkText}>
          <label htmlFor={id}>{t('settings.guestCheckout')}</label>
          <span id={`${id}-hint`} className={form.hint}>
            {t('settings.guestCheckoutHint')}
          </span>
        </div>
      </div>
      <FormStatusLine status={status} />
    </fieldset>
  );
}
