import { useTranslation } from 'react-i18next';
import { useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import { MIN_PASSWORD_SCORE, passwordScore, STRENGTH_LABELS } from '../../lib/password-strength';
import styles from './PasswordStrength.module.css';

export interface PasswordStrengthProps {
  password: string;
  /** Words the password should not be built from (name, e-mail). */
  userInputs?: (string | undefined)[];
  id?: string;
}

/**
 * A strength meter under a new-password field: five steps, a label, and whether it is strong enough
 * (zxcvbn score 3, as the server requires). Updates while typing (150 ms after the last key); the
 * label is announced politely.
 */
export function PasswordStrength({ password, userInputs = [], id }: PasswordStrengthProps) {
  const { t } = useTranslation('common');
  const [score, setScore] = useState<number | null>(null);
  const inputsKey = userInputs.join('\u0000');
  // A cleared field forgets the last score (adjusted while rendering, not in an effect).
  if (!password && score !== null) setScore(null);
  useEffect(() => {
    if (!password) return;
    let live = true;
    const timer = window.setTimeout(() => {
      passwordScore(password, inputsKey.split('\u0000')).then(
        (s) => live && setScore(s),
        () => live && setScore(null),
      );
    }, 150);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [password, inputsKey]);

  if (!password || score === null) return null;
  const ok = score >= MIN_PASSWORD_SCORE;
  return (
    <div className={styles.meter} id={id} data-score={score}>
      <div className={styles.bars} aria-hidden="true">
        {[0, 1, 2, 3, 4].map((i) => (
          <span key={i} className={i <= score ? styles[`on${score}`] : styles.off} />
        ))}
      </div>
      <p className={styles.label} aria-live="polite">
        {t('password.strength', { label: t(`password.score${score}`, { defaultValue: STRENGTH_LABELS[score] }) })}
        {ok ? '' : ` ${t('password.weakHint')}`}
      </p>
    </div>
  );
}

/** {@link PasswordStrength} for the Formik field `name`, with the form's `inputFields` (e.g. email, fullName) as known words. */
export function FormPasswordStrength({ name, inputFields = [] }: { name: string; inputFields?: string[] }) {
  const { values } = useFormikContext<Record<string, unknown>>();
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return <PasswordStrength id={`${name}-strength`} password={text(values[name])} userInputs={inputFields.map((f) => text(values[f]))} />;
}
