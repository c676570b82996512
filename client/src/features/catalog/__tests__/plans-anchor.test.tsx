import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PlansDocument } from '../../../generated/graphql';
import PlansPage from '../pages/PlansPage';

/** The landing's Order Now links here (its href is checked in features/landing/__tests__/hero.test.tsx). */
describe('#choose-your-plan-section (spec section 2)', () => {
  const PLANS = { request: { query: PlansDocument }, result: { data: { plans: [] } } };

  function renderPlans(entry: string) {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    window.scrollTo = () => undefined;
    const view = render(
      <MockedProvider mocks={[PLANS]}>
        <MemoryRouter initialEntries={[entry]}>
          <PlansPage />
        </MemoryRouter>
      </MockedProvider>,
    );
    return { ...view, scrolled };
  }

  it('is the plans section of /plans_and_packages, scrolled into view once the plans are in when the URL targets it', async () => {
    const { container, scrolled } = renderPlans('/plans_and_packages#choose-your-plan-section');
    const section = container.querySelector('#choose-your-plan-section');
    expect(section?.tagName).toBe('SECTION');
    await screen.findByText('No plans available right now.');
    await waitFor(() => expect(scrolled).toEqual([section]));
  });

  it('is not scrolled to when the URL has no hash', async () => {
    const { scrolled } = renderPlans('/plans_and_packages');
    await screen.findByText('No plans available right now.');
    await new Promise((r) => requestAnimationFrame(r));
    await new Promise((r) => requestAnimationFrame(r));
    expect(scrolled).toEqual([]);
  });
});
