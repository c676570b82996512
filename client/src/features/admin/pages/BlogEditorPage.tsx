import type { FormikHelpers } from 'formik';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage, fieldErrors } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import { AdminPage, Panel } from '../components/AdminPage';
import styles from '../components/AdminPage.module.css';
import { BlogForm } from '../components/BlogForm';
import { useAdminBlog, useCreateBlog, useUpdateBlog } from '../hooks/use-admin-blogs';
import { useAdminText } from '../hooks/use-admin-text';
import { splitList } from '../validation/meal.schema';
import { BLOG_ARABIC, type BlogFormValues } from '../validation/blog.schema';
import { arabicValues, toTranslationsInput } from '../validation/translations.schema';

const EMPTY: BlogFormValues = {
  title: '',
  excerpt: '',
  tags: '',
  coverImage: '',
  body: '',
  published: false,
  translations: { ar: { title: '', excerpt: '', body: '' } },
};

/** /dashboard/addBlog and /dashboard/blogs/editBlog/{id}: the post form with the rich-text editor. */
export default function BlogEditorPage() {
  const t = useAdminText();
  const { id } = useParams();
  const navigate = useNavigate();
  const existing = useAdminBlog(id);
  const [create] = useCreateBlog();
  const [update] = useUpdateBlog();
  const post = existing.data?.adminBlog;

  async function submit(v: BlogFormValues, helpers: FormikHelpers<BlogFormValues>) {
    const fields = {
      title: v.title.trim(),
      excerpt: v.excerpt.trim(),
      tags: splitList(v.tags),
      coverImage: v.coverImage || undefined,
      body: v.body,
      translations: toTranslationsInput(v.translations, BLOG_ARABIC),
    };
    try {
      if (id) await update({ variables: { input: { id, ...fields } } });
      else await create({ variables: { input: { ...fields, published: v.published } } });
      notify.success(t('blogs.saved', { title: fields.title }));
      void navigate('/dashboard/blogs');
    } catch (e) {
      helpers.setErrors(fieldErrors(e));
      notify.error(errorMessage(e));
    }
  }

  return (
    <AdminPage
      title={id ? t('blogs.edit') : t('blogs.add')}
      actions={
        <Link to="/dashboard/blogs" className={styles.back}>
          {t('back.blogs')}
        </Link>
      }
    >
      {id && existing.error && !post ? (
        <ErrorState message={errorMessage(existing.error)} onRetry={() => void existing.refetch()} />
      ) : id && !post ? (
        <Spinner size={32} label={t('common.loading')} />
      ) : (
        <Panel>
          <BlogForm
            showPublish={!id}
            onSubmit={submit}
            initialValues={
              post
                ? {
                    title: post.title,
                    excerpt: post.excerpt,
                    tags: post.tags.join(', '),
                    coverImage: post.coverImage ?? '',
                    body: post.body,
                    published: post.published,
                    translations: arabicValues(post.translations, BLOG_ARABIC),
                  }
                : EMPTY
            }
          />
        </Panel>
      )}
    </AdminPage>
  );
}
