import { Field, Form, Formik, useField, type FormikHelpers } from 'formik';
import { RichTextEditor } from '../../../components/form/RichTextEditor';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import styles from './AdminPage.module.css';
import { ArabicField } from './ArabicField';
import { ImageUploadField } from './ImageUploadField';
import { blogSchema, type BlogFormValues } from '../validation/blog.schema';

function BodyField() {
  const [field, meta, helpers] = useField<string>('body');
  return (
    <RichTextEditor
      label="Body"
      value={field.value}
      onChange={(html) => void helpers.setValue(html)}
      onBlur={() => void helpers.setTouched(true)}
      error={meta.touched && meta.error ? meta.error : undefined}
    />
  );
}

/** The blog post form (add and edit pages). */
export function BlogForm({ initialValues, onSubmit, showPublish }: { initialValues: BlogFormValues; onSubmit: (v: BlogFormValues, h: FormikHelpers<BlogFormValues>) => Promise<void>; showPublish: boolean }) {
  return (
    <Formik<BlogFormValues> initialValues={initialValues} validationSchema={blogSchema} onSubmit={onSubmit}>
      <Form noValidate>
        <TextField name="title" label="Title" />
        <ArabicField name="title" label="Title" />
        <TextAreaField name="excerpt" label="Excerpt" rows={2} counterMax={500} />
        <ArabicField name="excerpt" label="Excerpt" kind="textarea" rows={2} />
        <TextField name="tags" label="Tags" hint="Comma separated, e.g. nutrition, recipes" />
        <ImageUploadField name="coverImage" label="Cover image" />
        <BodyField />
        <ArabicField name="body" label="Body" kind="rich" />
        {showPublish && <label className={styles.checkboxRow}><Field type="checkbox" name="published" /> Publish now</label>}
        <SubmitButton fullWidth={false}>Save post</SubmitButton>
      </Form>
    </Formik>
  );
}
