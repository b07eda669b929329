import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter.ts';
import styles from './newsletter-form.module.css';

interface NewsletterFormProps {
  title: string;
  description: string;
}

/** E-mail sign-up; the browser checks the address format before anything is sent. */
export function NewsletterForm({ title, description }: NewsletterFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const subscribe = useSubscribeNewsletter();
  const inputId = useId();
  const statusId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!address || subscribe.isPending) return;
    subscribe.mutate(address, { onSuccess: () => setEmail('') });
  };

  return (
    <div className={styles.box}>
      <div className={styles.copy}>
        <span className={styles.icon}>
          <Icon name="mail" size={24} />
        </span>
        <div>
          <h2 className={styles.title}>{title}</h2>
          <p className={styles.description}>{description}</p>
        </div>
      </div>
      <form className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('footer.newsletter.emailLabel')}
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (!subscribe.isIdle) subscribe.reset();
          }}
          placeholder={t('footer.newsletter.placeholder')}
          aria-describedby={statusId}
        />
        <button type="submit" className={styles.button} disabled={subscribe.isPending}>
          {t('footer.newsletter.subscribe')}
          <Icon name="send" size={16} />
        </button>
        <p id={statusId} className={styles.status} role="status">
          {subscribe.isSuccess && t('footer.newsletter.thanks')}
          {subscribe.isError && (subscribe.error.message || t('common.somethingWentWrong'))}
        </p>
      </form>
    </div>
  );
}
