import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../components/form/RichTextEditor';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';

export interface ArabicFieldProps {
  /** The English field's formik name (`name`, `description`); the Arabic is `translations.ar.<name>`. */
  name: string;
  /** The English field's label; shown as "<label> (Arabic)". */
  label: string;
  /** text (default), textarea, or rich (the blog body, tiptap). */
  kind?: 'text' | 'textarea' | 'rich';
  rows?: number;
  className?: string;
}

/**
 * The Arabic side of a bilingual content field, placed next to its English field in the admin forms
 * (meals, plans, promotions, blog posts, notifications). Optional: left empty, customers reading in
 * Arabic see the English. Typed right to left (`dir="rtl"`, `lang="ar"`).
 */
export function ArabicField({ name, label, kind = 'text', rows = 3, className }: ArabicFieldProps) {
  const { t } = useTranslation('adminContent');
  const path = `translations.ar.${name}`;
  // The English field's label (already in the interface language) plus "(Arabic)".
  const arabicLabel = `${label} ${t('arabicSuffix')}`;
  const hint = t('arabicHint');
  if (kind === 'rich') return <ArabicRichText name={path} label={arabicLabel} hint={hint} className={className} />;
  const common = { name: path, label: arabicLabel, hint, className, dir: 'rtl', lang: 'ar' } as const;
  return kind === 'textarea' ? <TextAreaField {...common} rows={rows} /> : <TextField {...common} />;
}

function ArabicRichText({ name, label, hint, className }: { name: string; label: string; hint: string; className?: string }) {
  const [field, meta, helpers] = useField<string | undefined>(name);
  return (
    <div className={className}>
      <div dir="rtl" lang="ar">
        <RichTextEditor
          label={label}
          value={field.value ?? ''}
          onChange={(html) => void helpers.setValue(html)}
          onBlur={() => void helpers.setTouched(true)}
          error={meta.touched ? meta.error : undefined}
        />
      </div>
      {/* The hint is in the interface's language and direction, not the field's: an English sentence laid out
          right to left would start with its full stop. */}
      <p>{hint}</p>
    </div>
  );
}
