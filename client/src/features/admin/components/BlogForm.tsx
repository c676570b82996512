import { Field, Form, Formik, useField, type FormikHelpers } from 'formik';
import { RichTextEditor } from '../../../components/form/RichTextEditor';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import styles from './AdminPage.module.css';
import { useAdminText } from '../hooks/use-admin-text';
import { ArabicField } from './ArabicField';
import { ImageUploadField } from './ImageUploadField';
import { blogSchema, type BlogFormValues } from '../validation/blog.schema';

function BodyField() {
  const t = useAdminText();
  const [field, meta, helpers] = useField<string>('body');
  return (
    <RichTextEditor
      label={t('blogs.form.body')}
      value={field.value}
      onChange={(html) => void helpers.setValue(html)}
      onBlur={() => void helpers.setTouched(true)}
      error={meta.touched && meta.error ? meta.error : undefined}
    />
  );
}

/** The blog post form (add and edit pages). */
export function BlogForm({
  initialValues,
  onSubmit,
  showPublish,
}: {
  initialValues: BlogFormValues;
  onSubmit: (v: BlogFormValues, h: FormikHelpers<BlogFormValues>) => Promise<void>;
  showPublish: boolean;
}) {
  const t = useAdminText();
  return (
    <Formik<BlogFormValues> initialValues={initialValues} validationSchema={blogSchema} onSubmit={onSubmit}>
      <Form noValidate>
        <TextField name="title" label={t('common.title')} />
        <ArabicField name="title" label={t('common.title')} />
        <TextAreaField name="excerpt" label={t('blogs.form.excerpt')} rows={2} counterMax={500} />
        <ArabicField name="excerpt" label={t('blogs.form.excerpt')} kind="textarea" rows={2} />
        <TextField name="tags" label={t('common.tags')} hint={t('blogs.form.tagsHint')} />
        <ImageUploadField name="coverImage" label={t('blogs.form.coverImage')} />
        <BodyField />
        <ArabicField name="body" label={t('blogs.form.body')} kind="rich" />
        {showPublish && (
          <label className={styles.checkboxRow}>
            <Field type="checkbox" name="published" /> {t('blogs.form.publishNow')}
          </label>
        )}
        <SubmitButton fullWidth={false}>{t('blogs.form.save')}</SubmitButton>
      </Form>
    </Formik>
  );
}
