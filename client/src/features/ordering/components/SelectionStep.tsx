import type { ReactNode } from 'react';
import styles from './SelectionForm.module.css';

/** One numbered step of the meal-plan selection form: a fieldset whose legend shows `step` (decorative) and `legend`. */
export function SelectionStep({
  step,
  legend,
  describedBy,
  children,
}: {
  step: number;
  legend: string;
  /** Id of the step's error message, when it shows one. */
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={styles.fieldset} aria-describedby={describedBy}>
      <legend className={styles.legend}>
        <span className={styles.step} aria-hidden="true">
          {step}
        </span>{' '}
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}

/** A radio option drawn as a card or segment (`className`, plus the checked style when checked); `children` label it. */
export function ChoiceOption({
  name,
  value,
  checked,
  onSelect,
  className,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <label className={`${className} ${checked ? styles.checked : ''}`}>
      <input type="radio" name={name} value={value} checked={checked} onChange={onSelect} className={styles.radio} />
      {children}
    </label>
  );
}
