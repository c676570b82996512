import { useMutation, useQuery } from '@apollo/client/react';
import type { FormikHelpers } from 'formik';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Spinner } from '../../../components/ui/Spinner';
import { AdminBlogDocument, CreateBlogDocument, UpdateBlogDocument } from '../../../generated/graphql';
import { errorMessage, fieldErrors } from '../../../lib/apollo-client';
import { notify } from '../../../lib/toast';
import { AdminPage, Panel } from '../components/AdminPage';
import styles from '../components/AdminPage.module.css';
import { BlogForm } from '../components/BlogForm';
import { splitList } from '../validation/meal.schema';
import { BLOG_ARABIC, type BlogFormValues } from '../validation/blog.schema';
import { arabicValues, toTranslationsInput } from '../validation/translations.schema';

const EMPTY: BlogFormValues = { title: '', excerpt: '', tags: '', coverImage: '', body: '', published: false, translations: { ar: { title: '', excerpt: '', body: '' } } };

/** /dashboard/addBlog and /dashboard/blogs/editBlog/{id}: the post form with the rich-text editor. */
export default function BlogEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const existing = useQuery(AdminBlogDocument, { variables: { id: id ?? '' }, skip: !id });
  const [create] = useMutation(CreateBlogDocument, { refetchQueries: ['AdminBlogs'] });
  const [update] = useMutation(UpdateBlogDocument);
  const post = existing.data?.adminBlog;

  async function submit(v: BlogFormValues, helpers: FormikHelpers<BlogFormValues>) {
    const fields = { title: v.title.trim(), excerpt: v.excerpt.trim(), tags: splitList(v.tags), coverImage: v.coverImage || undefined, body: v.body, translations: toTranslationsInput(v.translations, BLOG_ARABIC) };
    try {
      if (id) await update({ variables: { input: { id, ...fields } } });
      else await create({ variables: { input: { ...fields, published: v.published } } });
      notify.success(`“${fields.title}” saved.`);
      navigate('/dashboard/blogs');
    } catch (e) {
      helpers.setErrors(fieldErrors(e));
      notify.error(errorMessage(e));
    }
  }

  return (
    <AdminPage title={id ? 'Edit blog' : 'Add blog'} actions={<Link to="/dashboard/blogs" className={styles.back}>← Blogs</Link>}>
      {id && existing.error && !post ? <ErrorState message={errorMessage(existing.error)} onRetry={() => void existing.refetch()} />
        : id && !post ? <Spinner size={32} label="Loading" />
          : (
            <Panel>
              <BlogForm
                showPublish={!id}
                onSubmit={submit}
                initialValues={post ? { title: post.title, excerpt: post.excerpt, tags: post.tags.join(', '), coverImage: post.coverImage ?? '', body: post.body, published: post.published, translations: arabicValues(post.translations, BLOG_ARABIC) } : EMPTY}
              />
            </Panel>
          )}
    </AdminPage>
  );
}
