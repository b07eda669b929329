import type { FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { FIELD_LIMITS } from '@store/shared/field-limits';
import { GENDERS } from '@store/shared/constants';
import type { ProfileUpdate, User } from '@store/shared/schemas/auth';
import { FormCard } from '../../../components/ui/form/form-card.tsx';
import { SelectField } from '../../../components/ui/form/select-field.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';
import { useFormFields } from '../../../components/ui/form/use-form-status.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { FormFooter } from '../../../components/ui/form/form-footer.tsx';
import { NameFields } from '../../../components/ui/form/name-fields.tsx';
import form from '../../../components/ui/form/form.module.css';

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

/** Today as YYYY-MM-DD in the shopper's time zone: a birth date cannot be later. */
function today(): string {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** Names (required), read-only e-mail, phone, birth date, gender and photo (storefront §5 Profile). */
export function PersonalInfoForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const { fields, setFields, set, bind, status, succeed, fail, clear } = useFormFields(() => fieldsOf(user));
  const update = useUpdateProfile();

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

  const genders = [
    { value: '' as const, label: t('profile.personal.genders.none') },
    ...GENDERS.map((gender) => ({ value: gender, label: t(`profile.personal.genders.${gender}`) })),
  ];

  return (
    <FormCard title={t('profile.personal.title')} onSubmit={onSubmit}>
      <NameFields
        values={fields}
        onChange={set}
        labels={{ firstName: t('profile.personal.firstName'), lastName: t('profile.personal.lastName') }}
      />
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
          {...bind('phone')}
          type="tel"
          autoComplete="tel"
          maxLength={FIELD_LIMITS.phone}
        />
        <TextField
          label={t('profile.personal.dateOfBirth')}
          {...bind('dateOfBirth')}
          type="date"
          autoComplete="bday"
          max={today()}
        />
      </div>
      <SelectField
        label={t('profile.personal.gender')}
        name="gender"
        value={fields.gender}
        options={genders}
        onChange={set('gender')}
      />
      <TextField
        label={t('profile.personal.avatar')}
        {...bind('avatar')}
        type="url"
        placeholder="https://"
        maxLength={FIELD_LIMITS.avatarUrl}
        hint={t('profile.personal.avatarHint')}
      />
      <FormFooter status={status} pending={update.isPending} submitLabel={t('profile.personal.save')} />
    </FormCard>
  );
}
