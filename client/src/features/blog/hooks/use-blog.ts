import { skipToken, useQuery } from '@apollo/client/react';
import { BlogDocument, type BlogQuery } from '../../../generated/graphql';

export type BlogPost = NonNullable<BlogQuery['blog']>;

/** One published post by id (or slug); `data.blog` is null when it is unknown or unpublished. */
export function useBlog(idOrSlug: string) {
  return useQuery(BlogDocument, idOrSlug ? { variables: { idOrSlug } } : skipToken);
}
