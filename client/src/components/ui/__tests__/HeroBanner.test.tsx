import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HERO_BANNER_BACKGROUND, HeroBanner } from '../HeroBanner';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('hero banner (spec section 2: heading, paragraph, background image, optional Learn More, an ambassadors variant)', () => {
  it('shows the heading, the paragraph and the background image, and no button unless one is asked for', () => {
    const { container } = render(<HeroBanner title="Our blog" text="Recipes and nutrition tips." />);
    const banner = screen.getByRole('region', { name: 'Our blog' });
    expect(within(banner).getByRole('heading', { level: 1, name: 'Our blog' })).toBeInTheDocument();
    expect(within(banner).getByText('Recipes and nutrition tips.').tagName).toBe('P');
    expect(banner.style.backgroundImage).toBe(`url("${HERO_BANNER_BACKGROUND}")`);
    expect(within(banner).queryByRole('link')).not.toBeInTheDocument();
    expect(container.querySelector('ul')).toBeNull();
  });

  it('Learn More scrolls to an in-page anchor, moves focus there and keeps the anchor in the URL', () => {
    render(
      <>
        <HeroBanner title="For Corporate" text="Meals for teams." learnMoreHref="#enquiry" backgroundImage="/images/corp.svg" />
        <section id="enquiry">Enquiry</section>
      </>,
    );
    const target = document.getElementById('enquiry')!;
    const scrolled = vi.fn();
    target.scrollIntoView = scrolled;
    expect(screen.getByRole('region', { name: 'For Corporate' }).style.backgroundImage).toBe('url("/images/corp.svg")');
    const learnMore = screen.getByRole('link', { name: 'Learn More' });
    expect(learnMore).toHaveAttribute('href', '#enquiry');
    fireEvent.click(learnMore);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(target);
    expect(window.location.hash).toBe('#enquiry');
  });

  it('the ambassadors variant shows a benefits list in place of the paragraph and the button', () => {
    render(
      <HeroBanner variant="ambassadors" title="Become an ambassador" benefits={['Exclusive discount codes', 'Free meals to taste']} />,
    );
    const banner = screen.getByRole('region', { name: 'Become an ambassador' });
    expect(
      within(banner)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Exclusive discount codes', 'Free meals to taste']);
    expect(banner.querySelector('p')).toBeNull();
    expect(within(banner).queryByRole('link')).not.toBeInTheDocument();
  });
});
