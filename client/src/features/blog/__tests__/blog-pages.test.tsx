import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BlogDocument, BlogsDocument } from '../../../generated/graphql';
import BlogDetailPage from '../pages/BlogDetailPage';
import BlogListPage from '../pages/BlogListPage';
import { pageItems, parsePage } from '../utils/format';

const card = (n: number) => ({
  __typename: 'Blog' as const,
  id: `65f00000000000000000000${n}`,
  slug: `post-${n}`,
  title: `Post number ${n}`,
  excerpt: `Excerpt of post ${n}.`,
  coverImage: '/images/meals/lunch-2.svg',
  author: 'FreshFuel Team',
  tags: ['nutrition'],
  readingMinutes: 3,
  publishedAt: '2026-03-12T08:00:00.000Z',
  createdAt: '2026-03-10T08:00:00.000Z',
});

function renderAt(path: string, mocks: MockLink.MockedResponse[]) {
  window.scrollTo = () => undefined;
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/blog" element={<BlogListPage />} />
          <Route path="/blog-detail/:id" element={<BlogDetailPage />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('blog pages', () => {
  it('lists posts with date, reading time and tags, and pages with Previous / numbers / Next', async () => {
    renderAt('/blog?page=2', [
      {
        request: { query: BlogsDocument, variables: { page: 2, limit: 6 } },
        result: { data: { blogs: { __typename: 'BlogPage', data: [card(7), card(8)], total: 14, totalPages: 3 } } },
      },
    ]);
    const link = await screen.findByRole('link', { name: 'Post number 7' });
    expect(link).toHaveAttribute('href', '/blog-detail/65f000000000000000000007');
    expect(screen.getAllByText('12 March 2026')).toHaveLength(2);
    expect(screen.getAllByText('3 min read')).toHaveLength(2);
    expect(screen.getAllByText('#nutrition')).toHaveLength(2);

    const nav = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(nav).getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/blog?page=3');
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Blog – page 2 | FreshFuel');
  });

  it('renders a post body as HTML and sets the page title', async () => {
    renderAt('/blog-detail/post-1', [
      {
        request: { query: BlogDocument, variables: { idOrSlug: 'post-1' } },
        result: {
          data: {
            blog: { ...card(1), body: '<h2>Lighter plates</h2><p>Eat <strong>well</strong>.</p>', updatedAt: '2026-03-12T08:00:00.000Z' },
          },
        },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Post number 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Lighter plates' })).toBeInTheDocument();
    expect(screen.getByText('well').tagName).toBe('STRONG');
    expect(document.title).toBe('Post number 1 | FreshFuel');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Excerpt of post 1.');
  });

  it('shows a friendly not-found state for an unknown or unpublished post', async () => {
    renderAt('/blog-detail/nope', [
      { request: { query: BlogDocument, variables: { idOrSlug: 'nope' } }, result: { data: { blog: null } } },
    ]);
    expect(await screen.findByText('We couldn’t find that article.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the blog' })).toHaveAttribute('href', '/blog');
    expect(document.title).toBe('Article not found | FreshFuel');
  });
});

describe('blog paging helpers', () => {
  it('windows the page numbers', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 12)).toEqual([1, 2, 3, 4, null, 12]);
    expect(pageItems(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pageItems(12, 12)).toEqual([1, null, 9, 10, 11, 12]);
  });

  it('reads ?page= safely', () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage('3')).toBe(3);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('abc')).toBe(1);
  });
});
