import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageTitle } from './use-page-title';

function Page({ title, description }: { title: string; description?: string }) {
  usePageTitle(title, description);
  return null;
}

describe('usePageTitle', () => {
  it('sets title, description and a canonical URL without query, and removes the canonical on unmount', () => {
    window.history.pushState({}, '', '/menu?category=Lunch#top');
    const { unmount } = render(<Page title="Menu" description="Our dishes this week." />);
    expect(document.title).toBe('Menu | FreshFuel');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Our dishes this week.');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/menu`);
    unmount();
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('falls back to the site description when a page gives none', () => {
    render(<Page title="Cart" />);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/healthy meal plans/i);
  });
});
