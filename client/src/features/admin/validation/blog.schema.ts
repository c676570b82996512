import * as yup from 'yup';
import { validationMessage as m } from '../hooks/use-admin-text';
import type { CreateBlogInput } from '../../../generated/graphql';

export interface BlogFormValues {
  title: string;
  excerpt: string;
  tags: string;
  coverImage: string;
  body: string;
  published: boolean;
}

type Keys = keyof Pick<CreateBlogInput, 'title' | 'excerpt' | 'tags' | 'coverImage' | 'body'>;

const shape = {
  title: yup.string().trim().required(m('titleRequired')).max(200, m('titleMax', { max: 200 })),
  excerpt: yup.string().trim().required(m('excerptRequired')).max(500, m('excerptMax')),
  tags: yup.string(),
  coverImage: yup.string(),
  body: yup.string().test('not-empty', m('bodyRequired'), (v) => !!v && v.replace(/<[^>]*>/g, '').trim().length > 0),
} satisfies Record<Keys, yup.Schema>;

export const blogSchema = yup.object(shape);
