import * as yup from 'yup';
import type { CreateBlogInput } from '../../../generated/graphql';
import { translationsSchema } from './translations.schema';

/** The post fields with an Arabic version. */
export const BLOG_ARABIC = ['title', 'excerpt', 'body'] as const;

export interface BlogFormValues {
  title: string;
  excerpt: string;
  tags: string;
  coverImage: string;
  body: string;
  published: boolean;
  translations: { ar: { title: string; excerpt: string; body: string } };
}

type Keys = keyof Pick<CreateBlogInput, 'title' | 'excerpt' | 'tags' | 'coverImage' | 'body' | 'translations'>;

const shape = {
  title: yup.string().trim().required('Title is required').max(200, 'Title must be at most 200 characters'),
  excerpt: yup.string().trim().required('Excerpt is required').max(500, 'Excerpt must be at most 500 characters'),
  tags: yup.string(),
  coverImage: yup.string(),
  body: yup.string().test('not-empty', 'Body is required', (v) => !!v && v.replace(/<[^>]*>/g, '').trim().length > 0),
  translations: translationsSchema({ title: { label: 'Arabic title', max: 160 }, excerpt: { label: 'Arabic excerpt', max: 300 }, body: { label: 'Arabic body', max: 200_000 } }),
} satisfies Record<Keys, yup.Schema>;

export const blogSchema = yup.object(shape);
