import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, useState } from 'react';
import styles from './ProfileImageInput.module.css';

/** JPEG, PNG or WebP up to 5 MB (the server checks the content again). */
export const PROFILE_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
const MAX_BYTES = 5 * 1024 * 1024;

export interface ProfileImageInputProps {
  label: string;
  /** The image shown while no file is picked (current avatar or a placeholder). */
  currentUrl: string;
  /** The picked file, or null. */
  value: File | null;
  onChange: (file: File | null) => void;
}

/**
 * A round avatar with a "Choose image" button: keeps the picked File (sent with the form, not
 * uploaded on its own) and previews it through an object URL.
 */
export function ProfileImageInput({ label, currentUrl, value, onChange }: ProfileImageInputProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // The object URL made for the picked file (an external resource: made and revoked by the effect below).
  const [objectUrl, setObjectUrl] = useState<{ file: File; url: string } | null>(null);
  const preview = value && objectUrl?.file === value ? objectUrl.url : null;
  const { t } = useTranslation('common');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!value) return;
    const url = URL.createObjectURL(value);
    // The object URL is an external resource made and revoked by this effect; the state follows it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setObjectUrl({ file: value, url });
    return () => URL.revokeObjectURL(url);
  }, [value]);

  function pick(file: File | undefined) {
    setError(null);
    if (!file) return;
    if (!PROFILE_IMAGE_ACCEPT.split(',').includes(file.type)) {
      setError(t('image.type'));
      return;
    }
    if (file.size > MAX_BYTES) {
      setError(t('image.size'));
      return;
    }
    onChange(file);
  }

  return (
    <div className={styles.field}>
      <img
        className={styles.avatar}
        src={preview ?? currentUrl}
        alt={value ? t('image.newProfile') : t('image.currentProfile')}
        width={96}
        height={96}
      />
      <div className={styles.actions}>
        <input
          ref={input}
          id={id}
          type="file"
          accept={PROFILE_IMAGE_ACCEPT}
          className="visually-hidden"
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(e) => {
            pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <label htmlFor={id} className={`btn btn-outline ${styles.choose}`}>
          {label}
        </label>
        {value && (
          <button type="button" className={styles.clear} onClick={() => onChange(null)}>
            {t('image.keepCurrent')}
          </button>
        )}
        <p id={`${id}-hint`} className={styles.hint}>
          JPEG, PNG or WebP, up to 5 MB
        </p>
        {error && (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
