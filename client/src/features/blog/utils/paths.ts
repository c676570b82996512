/** The detail route of spec section 2: /blog-detail/{id}. */
export const blogPath = (id: string) => `/blog-detail/${encodeURIComponent(id)}`;

/** The list route, with `?page=` from page 2 on. */
export const blogListPath = (page: number) => (page > 1 ? `/blog?page=${page}` : '/blog');
