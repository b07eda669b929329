import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { FormCard } from '../../../components/ui/form/form-card.tsx';
import { FormFooter } from '../../../components/ui/form/form-footer.tsx';
import { useFormStatus } from '../../../components/ui/form/use-form-status.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSession } from '../../../lib/session-context.ts';

/**
 * Signs the customer out on every device, this one included (a lost phone, a shared computer), after
 * asking. Like the account menu's logout it ends on the home page; if the API could not end the other
 * sessions the customer stays here, signed in, and is told so.
 */
export function SignOutEverywhereForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { logoutEverywhere } = useSession();
  const { status, fail, clear } = useFormStatus();
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || !window.confirm(t('profile.sessions.confirm'))) return;
    clear();
    setPending(true);
    try {
      await logoutEverywhere();
      void navigate('/');
    } catch (error) {
      setPending(false);
      fail(errorMessage(error, t, t('profile.sessions.failed')));
    }
  };

  return (
    <FormCard
      title={t('profile.sessions.title')}
      text={t('profile.sessions.text')}
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormFooter
        status={status}
        pending={pending}
        submitLabel={t('profile.sessions.submit')}
        pendingLabel={t('profile.sessions.pending')}
        variant="secondary"
      />
    </FormCard>
  );
}
