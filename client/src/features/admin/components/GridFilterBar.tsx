import type { InputHTMLAttributes, ReactNode } from 'react';
import { useAdminText } from '../hooks/use-admin-text';
import styles from './AdminPage.module.css';

/** One choice of a filter: the value kept in the URL and its shown (translated) text. */
export interface FilterOption<V extends string = string> {
  value: V;
  label: string;
}

/** The filters above a staff grid, as one labelled group ("Filters") that wraps on narrow screens. */
export function GridFilterBar({ children }: { children: ReactNode }) {
  const t = useAdminText();
  return (
    <div className={styles.filters} role="group" aria-label={t('common.filters')}>
      {children}
    </div>
  );
}

/**
 * A labelled select of a grid filter: "All" (value '') first, then `options`. `onChange` gets the chosen
 * value ('' = no filter).
 */
export function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V | '';
  options: readonly FilterOption<V>[];
  onChange: (value: V | '') => void;
}) {
  const t = useAdminText();
  return (
    <label>
      <span className={styles.muted}>{label} </span>
      <select
        className={styles.selectInline}
        value={value}
        onChange={(e) => {
          onChange(e.target.value as V | '');
        }}
      >
        <option value="">{t('common.all')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A labelled text or date input of a grid filter; `onChange` gets the raw value (the page trims it). */
export function FilterInput({
  label,
  value,
  onChange,
  ...input
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'placeholder' | 'min' | 'max'>) {
  return (
    <label>
      <span className={styles.muted}>{label} </span>
      <input
        {...input}
        className={styles.selectInline}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
        }}
      />
    </label>
  );
}
