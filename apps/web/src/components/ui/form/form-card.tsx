import { useId, type FormEvent, type ReactNode, type Ref } from 'react';
import form from './form.module.css';
import styles from './form-card.module.css';

interface FormCardProps {
  title: string;
  /** A line under the title that says what the form does. */
  text?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  /** The heading, so focus can move to it when the card appears (a checkout step that just opened). */
  titleRef?: Ref<HTMLHeadingElement>;
  /** The form checks its fields itself and says what is missing in its own words. */
  noValidate?: boolean;
}

/** A card holding one form; its heading names the card for screen readers. */
export function FormCard({ title, text, onSubmit, children, titleRef, noValidate }: FormCardProps) {
  const titleId = useId();
  const heading = (
    <h2 id={titleId} ref={titleRef} tabIndex={titleRef ? -1 : undefined} className={styles.cardTitle}>
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
      <form className={form.fields} onSubmit={onSubmit} noValidate={noValidate}>
        {children}
      </form>
    </section>
  );
}
