/**
 * The search and filter row above an admin list, and the count line under it:
 *
 *   <AdminToolbar>
 *     <AdminSearchBox label={t('products.search')} value={search} onChange={setSearch} />
 *     <AdminFilterSelect
 *       label={t('products.category')}
 *       value={category}
 *       options={[{ value: '', label: t('products.allCategories') }, …]}
 *       onChange={setCategory}
 *     />
 *   </AdminToolbar>
 *   <AdminCount text={t('products.found', { count: total })} />
 *
 * Values are plain strings ('' = no filter); the screen debounces the search if it queries the API.
 * On a phone the controls stack, each the full width.
 */
import { useId, type ReactNode } from 'react';
import { Icon } from '../ui/icon.tsx';
import form from '../ui/form/form.module.css';
import styles from './admin-ui.module.css';

/** The row holding a list's search box and filters. */
export function AdminToolbar({ children }: { children: ReactNode }) {
  return <div className={styles.toolbar}>{children}</div>;
}

interface AdminSearchBoxProps {
  /** The accessible name and the placeholder ('Search products...'). */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A search input with a magnifier; its label is visually hidden and doubles as the placeholder. */
export function AdminSearchBox({ label, value, onChange }: AdminSearchBoxProps) {
  const id = useId();
  return (
    <div className={styles.search}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Icon name="search" size={18} className={styles.searchIcon} />
      <input
        id={id}
        type="search"
        className={`${form.input} ${styles.searchInput}`}
        placeholder={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

export interface FilterOption<Value extends string> {
  value: Value;
  label: string;
}

interface AdminFilterSelectProps<Value extends string> {
  /** The accessible name ('Category'); shown only to screen readers, the options say the rest. */
  label: string;
  value: Value;
  options: ReadonlyArray<FilterOption<Value>>;
  /** Only values from `options` come back. */
  onChange: (value: Value) => void;
}

/** A compact drop-down filter. */
export function AdminFilterSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
}: AdminFilterSelectProps<Value>) {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select
        id={id}
        className={form.input}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** '{n} products found', 'x of y categories': a polite live line, so a filter's effect is announced. */
export function AdminCount({ text }: { text: string }) {
  return (
    <p className={styles.count} role="status" aria-live="polite">
      {text}
    </p>
  );
}
