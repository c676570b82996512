import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import styles from './Field.module.css';
import { TextField, type TextFieldProps } from './TextField';
import { LineIcon } from '../ui/LineIcon';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'adornment'>;

/** A password input with a Show/Hide toggle (a pressed-state button, so its name stays stable). */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  const toggle = (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={visible}
      aria-label={t('password.showLabel')}
      title={visible ? t('password.hideLabel') : t('password.showLabel')}
      onClick={() => setVisible((v) => !v)}
    >
      {visible ? <EyeOffIcon /> : <EyeIcon />}
      <span aria-hidden="true">{visible ? t('password.hide') : t('password.show')}</span>
    </button>
  );
  return <TextField {...props} type={visible ? 'text' : 'password'} adornment={toggle} spellCheck={false} autoCapitalize="none" />;
}

function EyeIcon() {
  return (
    <LineIcon>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </LineIcon>
  );
}

function EyeOffIcon() {
  return (
    <LineIcon>
      <path d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.6 3.5M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
      <path d="M3 3l18 18" />
    </LineIcon>
  );
}
