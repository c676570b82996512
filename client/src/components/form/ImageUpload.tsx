import { useTranslation } from 'react-i18next';
import { useId, useRef, useState, type DragEvent } from 'react';
import { tokenVar } from '../../lib/session';
import { tr } from '../../lib/messages';
import styles from './ImageUpload.module.css';

/** Spec section 2: image files only. The server checks the content too (JPEG, PNG, WebP; 5 MB). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
const ACCEPTED = IMAGE_ACCEPT.split(',');
const MAX_BYTES = 5 * 1024 * 1024;

/**
 * Uploads one image to `POST /api/uploads/image` (multipart field `image`, bearer token of the session)
 * and resolves with its URL; rejects with the server's message. `onProgress` hears the share sent so far
 * (0 to 1) as the browser reports it: XMLHttpRequest, because fetch reports no upload progress.
 */
export function uploadImage(file: File, onProgress?: (sent: number) => void): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const token = tokenVar();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads/image');
    xhr.withCredentials = true;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new Error(tr('common:error.network')));
    xhr.onload = () => {
      let json: { message?: string; data?: { url?: string; message?: string } } | undefined;
      try {
        json = JSON.parse(xhr.responseText) as typeof json;
      } catch {
        json = undefined;
      }
      const ok = xhr.status >= 200 && xhr.status < 300;
      if (ok && json?.data?.url) resolve(json.data.url);
      else reject(new Error(json?.data?.message ?? json?.message ?? `Upload failed (${xhr.status}). Please try again.`));
    };
    xhr.send(body);
  });
}

export interface ImageUploadProps {
  label: string;
  /** The current image URL ('' for none). */
  value: string;
  onChange: (url: string) => void;
  /** A validation message from the form. */
  error?: string;
  onBlur?: () => void;
}

/**
 * The image upload control of spec section 2: image files only, by drag and drop or click, with a
 * preview. The file is uploaded at once and the returned URL handed to `onChange`; the server's
 * message shows on failure.
 */
export function ImageUpload({ label, value, onChange, error, onBlur }: ImageUploadProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { t } = useTranslation('common');
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  /** Share of the file sent, 0 to 1, while uploading. */
  const [sent, setSent] = useState(0);
  const [uploadError, setUploadError] = useState<string | null>(null);
  // While a file is on its way, the form's "Upload an image" is not true any more: only an upload error shows.
  const message = uploadError ?? (busy ? undefined : error);

  async function take(file: File | undefined) {
    if (!file) return;
    setUploadError(null);
    if (!ACCEPTED.includes(file.type)) {
      setUploadError(t('image.type'));
      return;
    }
    if (file.size > MAX_BYTES) {
      setUploadError(t('image.size'));
      return;
    }
    setSent(0);
    setBusy(true);
    try {
      onChange(await uploadImage(file, setSent));
    } catch (e) {
      setUploadError(e instanceof Error ? e.message : t('image.uploadFailed'));
    } finally {
      setBusy(false);
      onBlur?.();
      if (input.current) input.current.value = '';
    }
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  }

  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      <label
        htmlFor={id}
        className={`${styles.drop} ${dragging ? styles.dragging : ''} ${message ? styles.invalid : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        aria-busy={busy || undefined}
      >
        {value ? (
          <img src={value} alt={t('image.preview')} className={styles.preview} />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">
            <svg
              viewBox="0 0 24 24"
              width="32"
              height="32"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
              focusable="false"
            >
              <rect x="3" y="4" width="18" height="16" rx="2" />
              <circle cx="9" cy="10" r="2" />
              <path d="M21 16l-5-5-9 9" />
            </svg>
          </span>
        )}
        <span className={styles.text}>
          {busy ? t('image.uploadingShare', { percent: Math.round(sent * 100) }) : value ? t('image.replace') : t('image.drop')}
          <small>JPEG, PNG or WebP, up to 5 MB</small>
          {busy && <progress className={styles.progress} max={100} value={Math.round(sent * 100)} aria-label={t('image.uploading')} />}
        </span>
        <input
          ref={input}
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          className="visually-hidden"
          aria-labelledby={`${id}-label`}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          disabled={busy}
          onChange={(e) => void take(e.target.files?.[0])}
        />
      </label>
      {value && !busy && (
        <button type="button" className={styles.remove} onClick={() => onChange('')}>
          {t('image.remove')}
        </button>
      )}
      {message && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
