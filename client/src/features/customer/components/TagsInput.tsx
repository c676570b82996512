import { useTranslation } from 'react-i18next';
import { useId, useState, type KeyboardEvent } from 'react';
import fieldStyles from '../../../components/form/Field.module.css';
import { Button } from '../../../components/ui/Button';
import { endsTag, splitTags } from '../../../lib/tag-list';
import styles from './Chips.module.css';

export interface TagsInputProps {
  label: string;
  value: string[];
  onChange: (next: string[]) => void;
  max?: number;
  placeholder?: string;
  error?: string;
}

/**
 * Free-text tags: type and press Enter (or a comma, Latin or Arabic «،», or Add); text holding commas (pasted) adds
 * each part. Each tag has a remove button.
 */
export function TagsInput({ label, value, onChange, max = 20, placeholder, error }: TagsInputProps) {
  const { t: tt } = useTranslation('customer');
  const id = useId();
  const [draft, setDraft] = useState('');

  function add() {
    const next = [...value];
    for (const part of splitTags(draft)) {
      const tag = part.slice(0, 60);
      if (next.length < max && !next.some((t) => t.toLowerCase() === tag.toLowerCase())) next.push(tag);
    }
    if (next.length > value.length) onChange(next);
    setDraft('');
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (endsTag(e.key)) {
      e.preventDefault();
      add();
    } else if (e.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  }

  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.tagRow}>
        <input
          id={id}
          className={fieldStyles.input}
          value={draft}
          placeholder={placeholder}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={`${id}-hint`}
        />
        <Button variant="outline" onClick={add} disabled={!draft.trim()}>
          {tt('tags.add')}
        </Button>
      </div>
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {tt('tags.hint', { max })}
      </p>
      {value.length > 0 && (
        <ul className={styles.chips} aria-label={tt('tags.added', { label })}>
          {value.map((tag) => (
            <li key={tag} className={`${styles.chip} ${styles.checked}`}>
              {tag}
              <button
                type="button"
                className={styles.remove}
                aria-label={tt('tags.remove', { tag })}
                onClick={() => onChange(value.filter((t) => t !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <p className={fieldStyles.error}>{error}</p>}
    </div>
  );
}
