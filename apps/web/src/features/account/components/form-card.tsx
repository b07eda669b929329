import { useId, type FormEvent, type ReactNode } from 'react';
import form from './form.module.css';
import styles from './profile-page.module.css';

interface FormCardProps {
  title: string;
  /** A line under the title that says what the form does. */
  text?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** A profile card holding one form; its heading names the card for screen readers. */
export function FormCard({ title, text, onSubmit, children }: FormCardProps) {
  const titleId = useId();
  const heading = (
    <h2 id={titleId} className={styles.cardTitle}>
      {title}
    </h2>
  );
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      {text ? (
        <div className={styles.cardHeader}>
          {heading}
          <p className={styles.cardText}>{text}</p>
        </div>
      ) : (
        heading
      )}
      <form className={form.fields} onSubmit={onSubmit}>
        {children}
      </form>
    </section>
  );
}
