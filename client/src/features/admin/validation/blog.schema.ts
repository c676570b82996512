import * as yup from 'yup';
import { validationMessage as m } from '../hooks/use-admin-text';
import type { CreateBlogInput } from '../hooks/use-admin-blogs';
import { translationsSchema } from './translations.schema';
import { BLOG_BODY_MAX, BLOG_EXCERPT_MAX, BLOG_TITLE_MAX } from '../../../lib/limits';

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
  title: yup
    .string()
    .trim()
    .required(m('titleRequired'))
    .max(BLOG_TITLE_MAX, m('titleMax', { max: BLOG_TITLE_MAX })),
  excerpt: yup
    .string()
    .trim()
    .required(m('excerptRequired'))
    .max(BLOG_EXCERPT_MAX, m('excerptMax', { max: BLOG_EXCERPT_MAX })),
  tags: yup.string(),
  coverImage: yup.string(),
  body: yup.string().test('not-empty', m('bodyRequired'), (v) => !!v && v.replace(/<[^>]*>/g, '').trim().length > 0),
  translations: translationsSchema({
    title: { label: 'Arabic title', max: BLOG_TITLE_MAX },
    excerpt: { label: 'Arabic excerpt', max: BLOG_EXCERPT_MAX },
    body: { label: 'Arabic body', max: BLOG_BODY_MAX },
  }),
} satisfies Record<Keys, yup.Schema>;

export const blogSchema = yup.object(shape);
