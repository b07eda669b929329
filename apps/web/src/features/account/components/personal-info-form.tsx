import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GENDERS } from '@store/shared/constants';
import type { ProfileUpdate, User } from '@store/shared/schemas/auth';
import { buttonClass } from '../../../components/ui/button.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { errorMessage } from '../error-message.ts';
import { useFormStatus } from '../hooks/use-form-status.ts';
import { FormStatusLine } from './form-status.tsx';
import { TextField } from './text-field.tsx';
import form from './form.module.css';
import styles from './profile-page.module.css';

type Gender = (typeof GENDERS)[number];

interface Fields {
  firstName: string;
  lastName: string;
  phone: string;
  dateOfBirth: string;
  gender: Gender | '';
  avatar: string;
}

function fieldsOf(user: User): Fields {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? '',
    dateOfBirth: user.dateOfBirth ?? '',
    gender: user.gender ?? '',
    avatar: user.avatar ?? '',
  };
}

function bodyOf(fields: Fields): ProfileUpdate {
  return {
    firstName: fields.firstName,
    lastName: fields.lastName,
    phone: fields.phone.trim() || null,
    dateOfBirth: fields.dateOfBirth,
    gender: fields.gender,
    avatar: fields.avatar.trim(),
  };
}

function isGender(value: string): value is Gender {
  return (GENDERS as readonly string[]).includes(value);
}

/** Today as YYYY-MM-DD in the shopper's time zone: a birth date cannot be later. */
function today(): string {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** Names (required), read-only e-mail, phone, birth date, gender and photo (storefront §5 Profile). */
export function PersonalInfoForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const [fields, setFields] = useState(() => fieldsOf(user));
  const update = useUpdateProfile();
  const { status, succeed, fail, clear } = useFormStatus();

  const set = (name: keyof Fields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    if (status?.kind === 'error') clear();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    update.mutate(bodyOf(fields), {
      onSuccess: (saved) => {
        setFields(fieldsOf(saved));
        succeed(t('profile.updated'));
      },
      onError: (error) => fail(errorMessage(error, t, t('profile.updateFailed'))),
    });
  };

  return (
    <section className={styles.card} aria-labelledby="personal-info-title">
      <h2 id="personal-info-title" className={styles.cardTitle}>
        {t('profile.personal.title')}
      </h2>
      <form className={form.fields} onSubmit={onSubmit}>
        <div className={form.row}>
          <TextField
            label={t('profile.personal.firstName')}
            name="firstName"
            value={fields.firstName}
            onChange={set('firstName')}
            autoComplete="given-name"
            maxLength={50}
            required
          />
          <TextField
            label={t('profile.personal.lastName')}
            name="lastName"
            value={fields.lastName}
            onChange={set('lastName')}
            autoComplete="family-name"
            maxLength={50}
            required
          />
        </div>
        <TextField
          label={t('profile.personal.email')}
          name="email"
          type="email"
          value={user.email}
          onChange={() => undefined}
          readOnly
          hint={t('profile.personal.emailNote')}
        />
        <div className={form.row}>
          <TextField
            label={t('profile.personal.phone')}
            name="phone"
            type="tel"
            value={fields.phone}
            onChange={set('phone')}
            autoComplete="tel"
            maxLength={30}
          />
          <TextField
            label={t('profile.personal.dateOfBirth')}
            name="dateOfBirth"
            type="date"
            value={fields.dateOfBirth}
            onChange={set('dateOfBirth')}
            autoComplete="bday"
            max={today()}
          />
        </div>
        <div className={form.field}>
          <label htmlFor="profile-gender" className={form.label}>
            {t('profile.personal.gender')}
          </label>
          <select
            id="profile-gender"
            name="gender"
            className={form.input}
            value={fields.gender}
            onChange={(event) => set('gender')(isGender(event.target.value) ? event.target.value : '')}
          >
            <option value="">{t('profile.personal.genders.none')}</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(`profile.personal.genders.${gender}`)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('profile.personal.avatar')}
          name="avatar"
          type="url"
          value={fields.avatar}
          onChange={set('avatar')}
          placeholder="https://"
          maxLength={500}
          hint={t('profile.personal.avatarHint')}
        />
        <FormStatusLine status={status} />
        <div className={form.actions}>
          <button type="submit" className={buttonClass('primary')} disabled={update.isPending}>
            {update.isPending ? t('profile.saving') : t('profile.personal.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
