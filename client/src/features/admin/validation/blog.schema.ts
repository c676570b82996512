import * as yup from 'yup';
import { validationMessage as m } from '../hooks/use-admin-text';
import type { CreateBlogInput } from '../hooks/use-admin-blogs';
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
  title: yup
    .string()
    .trim()
    .required(m('titleRequired'))
    .max(200, m('titleMax', { max: 200 })),
  excerpt: yup.string().trim().required(m('excerptRequired')).max(500, m('excerptMax')),
  tags: yup.string(),
  coverImage: yup.string(),
  body: yup.string().test('not-empty', m('bodyRequired'), (v) => !!v && v.replace(/<[^>]*>/g, '').trim().length > 0),
  translations: translationsSchema({
    title: { label: 'Arabic title', max: 160 },
    excerpt: { label: 'Arabic excerpt', max: 300 },
    body: { label: 'Arabic body', max: 200_000 },
  }),
} satisfies Record<Keys, yup.Schema>;

export const blogSchema = yup.object(shape);
