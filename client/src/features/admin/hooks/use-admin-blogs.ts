import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import {
  AdminBlogDocument,
  AdminBlogsDocument,
  CreateBlogDocument,
  SetBlogPublishedDocument,
  UpdateBlogDocument,
  type AdminBlogsQueryVariables,
} from '../../../generated/graphql';

export type { AdminBlogsQuery, CreateBlogInput } from '../../../generated/graphql';

/** `adminBlogs`: a page of posts, drafts too (staff). */
export const useAdminBlogs = (variables: AdminBlogsQueryVariables) => useQuery(AdminBlogsDocument, { variables });

/** `adminBlog`: one post for the editor; skipped without an id (a new post). */
export const useAdminBlog = (id: string | undefined) => useQuery(AdminBlogDocument, id ? { variables: { id } } : skipToken);

/** `createBlog`: the posts grid is fetched again. */
export const useCreateBlog = () => useMutation(CreateBlogDocument, { refetchQueries: ['AdminBlogs'] });

/** `updateBlog`: the answer updates the cached post. */
export const useUpdateBlog = () => useMutation(UpdateBlogDocument);

/** `setBlogPublished`: publish or unpublish; the row changes in the cache. */
export const useSetBlogPublished = () => useMutation(SetBlogPublishedDocument);
