import { useQuery } from '@apollo/client/react';
import { BlogsDocument, type BlogCardFieldsFragment } from '../../../generated/graphql';

export type BlogCard = BlogCardFieldsFragment;

/** Posts per page on /blog. */
export const BLOGS_PER_PAGE = 6;

/** One page of published posts, newest first; the previous page stays on screen while the next loads. */
export function useBlogs(page: number, limit = BLOGS_PER_PAGE) {
  const result = useQuery(BlogsDocument, { variables: { page, limit } });
  return { ...result, page: result.data?.blogs ?? result.previousData?.blogs };
}
