import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import AmbassadorPage from '../pages/AmbassadorPage';

function renderPage() {
  window.scrollTo = () => undefined;
  return render(
    <MockedProvider mocks={[]}>
      <MemoryRouter initialEntries={['/ambassador']}>
        <AmbassadorPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

/** The items of the list inside the section headed `title`, as their level-3 headings and texts. */
function sectionItems(title: string) {
  const section = screen.getByRole('heading', { level: 2, name: title }).closest('section')!;
  return within(section)
    .getAllByRole('listitem')
    .map((item) => ({
      heading: within(item).getByRole('heading', { level: 3 }).textContent,
      text: item.querySelector('p')?.textContent,
    }));
}

describe('ambassador page (spec section 1)', () => {
  it('shows the four steps in order: fill the contact form, we get in touch, share discounts, earn (rewards)', () => {
    renderPage();
    // "Earn rewards" where the spec says "earn tokens": nothing in the product keeps tokens (recorded departure, decision 0076).
    expect(sectionItems('Four steps to start earning')).toEqual([
      {
        heading: 'Step 1: Fill the contact form',
        text: 'Tell us about yourself and the accounts where you share your healthy lifestyle.',
      },
      {
        heading: 'Step 2: We get in touch',
        text: 'Our partnerships team reviews your application and contacts you to get you set up.',
      },
      {
        heading: 'Step 3: Share discounts',
        text: 'Share your personal discount code with your followers, friends and family.',
      },
      {
        heading: 'Step 4: Earn rewards',
        text: 'We count the orders placed with your code and pay you the rewards we agreed when you joined.',
      },
    ]);
  });

  it('shows the benefit headings Achieve results, Sustainable growth, Generate revenue, in that order, each with its text', () => {
    renderPage();
    const benefits = sectionItems('Grow with FreshFuel');
    expect(benefits.map((b) => b.heading)).toEqual(['Achieve results', 'Sustainable growth', 'Generate revenue']);
    for (const b of benefits) expect(b.text?.length).toBeGreaterThan(40);
  });

  it("opens with the hero banner's ambassadors variant: a benefits list in place of the paragraph and button", () => {
    renderPage();
    const hero = screen.getByRole('heading', { level: 1, name: 'Become a FreshFuel ambassador' }).closest('section')!;
    expect(
      within(hero)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Exclusive discount codes for your followers',
      'Rewards for the orders placed with your code, as agreed with our team',
      'Free meals to taste, film and review',
      'A dedicated partner manager in Dubai',
    ]);
    expect(hero.querySelector('p:not([class*="eyebrow"])')).toBeNull();
    expect(within(hero).queryByRole('link')).not.toBeInTheDocument();
    expect(within(hero).queryByRole('button')).not.toBeInTheDocument();
  });
});
