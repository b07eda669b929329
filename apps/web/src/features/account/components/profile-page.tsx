import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { User } from '@store/shared/schemas/auth';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { buttonClass } from '../../../components/ui/button.ts';
import { MessageCard } from '../../../components/ui/message-card.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { dateLocale, useLanguage } from '../../../i18n/use-language.ts';
import { useSession } from '../../../lib/session-context.ts';
import { useSignInDialog } from '../../../lib/sign-in-dialog.ts';
import { AddressBook } from './address-book.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { PersonalInfoForm } from './personal-info-form.tsx';
import { PreferencesForm } from './preferences-form.tsx';
import { PROFILE_TABS, ProfileTabs, type ProfileTab } from './profile-tabs.tsx';
import { SignOutEverywhereForm } from './sign-out-everywhere-form.tsx';
import styles from './profile-page.module.css';

function isTab(value: string | null): value is ProfileTab {
  return (PROFILE_TABS as readonly (string | null)[]).includes(value);
}

/** /profile: the signed-in customer's details, addresses and preferences (storefront §2 Profile). */
export function ProfilePage() {
  const { t } = useTranslation();
  const { token, user } = useSession();
  usePageTitle(t('pages.profile.title'));

  if (!token) return <SignInPrompt />;
  if (!user) {
    return (
      <div className={`container ${styles.page}`}>
        <p className={styles.loading} role="status">
          {t('profile.loading')}
        </p>
      </div>
    );
  }
  return <Profile user={user} />;
}

function SignInPrompt() {
  const { t } = useTranslation();
  const dialog = useSignInDialog();
  return (
    <div className={`container ${styles.page}`}>
      <MessageCard icon="lock" title={t('profile.loginRequired')} text={t('profile.loginRequiredText')}>
        <button type="button" className={buttonClass('primary', 'lg')} onClick={() => dialog.open()}>
          {t('profile.signIn')}
        </button>
      </MessageCard>
    </div>
  );
}

function Profile({ user }: { user: User }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: ProfileTab = isTab(tabParam) ? tabParam : 'personal';
  const since = new Date(user.createdAt).toLocaleDateString(dateLocale(lang), { dateStyle: 'long' });

  // The tab lives in the URL, so a reload or a shared link opens the same one, without a history entry each.
  const select = (next: ProfileTab) =>
    setParams(next === 'personal' ? {} : { tab: next }, { replace: true, preventScrollReset: true });

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.hero}>
        <Avatar user={user} size={72} />
        <div className={styles.heroText}>
          <h1 className={styles.name}>{user.fullName}</h1>
          <p className={styles.email}>{user.email}</p>
          <p className={styles.since}>{t('profile.memberSince', { date: since })}</p>
        </div>
      </header>
      <ProfileTabs selected={tab} onSelect={select}>
        {tab === 'personal' && (
          <div className={styles.stack}>
            <PersonalInfoForm user={user} />
            <ChangePasswordForm />
            <SignOutEverywhereForm />
          </div>
        )}
        {tab === 'addresses' && <AddressBook user={user} />}
        {tab === 'preferences' && <PreferencesForm user={user} />}
      </ProfileTabs>
    </div>
  );
}
