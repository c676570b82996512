import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import fieldStyles from './Field.module.css';
import { useDatePickerLocale } from './use-date-picker-locale';
import styles from './SingleDatePicker.module.css';
import { LineIcon } from '../ui/LineIcon';

/** The earliest year the calendar offers when no `minDate` is given (spec section 9). */
const EARLIEST = new Date(1900, 0, 1);

export interface SingleDatePickerProps {
  id: string;
  label: string;
  /** The chosen day (local midnight), or null. */
  value: Date | null;
  onChange: (date: Date | null) => void;
  /** Days before it are disabled; defaults to 1 January 1900. */
  minDate?: Date;
  /** Days after it are disabled; defaults to today (spec section 5). */
  maxDate?: Date;
  /** Days (local midnight) it returns false for are disabled too, e.g. days without a delivery. */
  filterDate?: (date: Date) => boolean;
  /** A message shown under the field (and announced through aria-invalid / aria-describedby). */
  error?: string;
  /** Form field name of the input. */
  name?: string;
  /** Help text under the input. */
  hint?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  onBlur?: () => void;
  className?: string;
}

type ReadOnlyInputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/**
 * The input react-datepicker clones: always read-only (the date is picked, never typed), while the
 * picker itself stays interactive (its own `readOnly` would stop the calendar opening).
 */
function ReadOnlyInput({ ref, ...props }: ReadOnlyInputProps) {
  return <input {...props} ref={ref} readOnly />;
}

/**
 * Day first in both languages, as dates are read in the UAE (spec sections 2 and 9 fix the picker's
 * MM/dd/yyyy; 03/04/2026 is the 3rd of April to a UAE reader, and 03/15/2026 a 15th month). Latin digits, as
 * everywhere.
 */
const DATE_FORMAT = 'dd/MM/yyyy';

/**
 * The single-date picker of spec sections 2 and 9: a read-only text input showing dd/MM/yyyy (day first, in both languages) and a
 * popup calendar with month and year dropdowns (years from 1900), which closes after a pick. Days
 * after `maxDate` (default today), before `minDate` and refused by `filterDate` are disabled. Enter, ArrowDown or a click opens it.
 */
export function SingleDatePicker({
  id,
  label,
  value,
  onChange,
  minDate,
  maxDate,
  filterDate,
  error,
  name,
  hint,
  placeholder,
  disabled,
  required,
  onBlur,
  className,
}: SingleDatePickerProps) {
  const hintId = `${id}-hint`;
  const { t } = useTranslation('common');
  const language = currentLanguage();
  const locale = useDatePickerLocale(language);
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const max = maxDate ?? startOfToday();

  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <div className={`${fieldStyles.control} ${styles.control}`}>
        <DatePicker
          id={id}
          name={name}
          selected={value}
          onChange={(date: Date | null) => onChange(date)}
          onCalendarClose={onBlur}
          dateFormat={DATE_FORMAT}
          placeholderText={placeholder ?? t('datePlaceholder')}
          previousMonthAriaLabel={t('datePicker.previousMonth')}
          nextMonthAriaLabel={t('datePicker.nextMonth')}
          previousYearAriaLabel={t('datePicker.previousYear')}
          nextYearAriaLabel={t('datePicker.nextYear')}
          locale={locale}
          minDate={minDate ?? EARLIEST}
          maxDate={max}
          filterDate={filterDate}
          showMonthDropdown
          showYearDropdown
          dropdownMode="select"
          shouldCloseOnSelect
          disabled={disabled}
          required={required}
          autoComplete="off"
          ariaDescribedBy={describedBy}
          ariaInvalid={error ? 'true' : undefined}
          wrapperClassName={styles.wrapper}
          popperClassName={styles.popper}
          calendarClassName={styles.calendar}
          popperPlacement="bottom-start"
          // Rendered at the end of <body>, so a modal's overflow never clips it; it flips to stay on screen.
          portalId={POPUP_PORTAL_ID}
          customInput={
            <ReadOnlyInput className={[fieldStyles.input, styles.input, error ? fieldStyles.invalid : ''].filter(Boolean).join(' ')} />
          }
        />
        <LineIcon className={styles.icon}>
          <rect x="3.5" y="5" width="17" height="15" rx="2.5" />
          <path d="M3.5 9.5h17M8 3v4M16 3v4" />
        </LineIcon>
      </div>
      {hint && (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Where date picker popups render (created by react-datepicker at the end of <body>). */
export const POPUP_PORTAL_ID = 'ff-popups';

function startOfToday(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}
