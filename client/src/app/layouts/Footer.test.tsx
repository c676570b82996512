import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteSettingsDocument } from '../../generated/graphql';
import { FALLBACK_SUPPORT_PHONE } from '../../lib/hooks/use-support-phone';
import { dubaiYear } from '../../lib/date-format';
import { activeTabVar, setActiveTab } from '../../lib/session';
import { Footer } from './Footer';

/** The path the router is on, so a test reads where a click went. */
function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderFooter(at = '/blog') {
  return render(
    <MockedProvider mocks={[]}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
        <Footer />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('Footer', () => {
  it('says delivery covers most of Dubai and asks visitors to contact the business about its logistics partner (spec section 1)', () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    const coverage = within(footer)
      .getByText(/covers most of Dubai/)
      .closest('p')!;
    expect(coverage.textContent).toBe(
      'Our delivery covers most of Dubai, as well as Abu Dhabi and other emirates. Contact us to check whether your area is covered by our logistics partner.',
    );
    expect(within(coverage).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('links Home, Plans & Packages, Menu, Blog and For Corporate to their routes, in that order, each setting the active tab to its label', () => {
    renderFooter('/corporate');
    const explore = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Explore' });
    const links = within(explore).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Plans & Packages', '/plans_and_packages'],
      ['Menu', '/menu'],
      ['Blog', '/blog'],
      ['For Corporate', '/corporate'],
    ]);
    for (const link of links) {
      setActiveTab('Ambassador');
      fireEvent.click(link);
      expect(activeTabVar()).toBe(link.textContent);
      expect(screen.getByTestId('where')).toHaveTextContent(link.getAttribute('href')!);
    }
  });

  it('has a logo that sets the active tab to Home and goes to /', () => {
    renderFooter('/menu');
    setActiveTab('Menu');
    const logo = within(screen.getByRole('contentinfo')).getByRole('link', { name: 'FreshFuel home' });
    expect(logo).toHaveAttribute('href', '/');
    fireEvent.click(logo);
    expect(activeTabVar()).toBe('Home');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it("lists the server's support phone (the default until it answers) next to the shop", async () => {
    const mocks = [
      {
        request: { query: SiteSettingsDocument },
        result: {
          data: {
            siteSettings: { __typename: 'SiteSettings' as const, supportPhone: '+971 50 765 4321', appStoreUrl: null, googlePlayUrl: null },
          },
        },
      },
    ];
    render(
      <MockedProvider mocks={mocks}>
        <MemoryRouter>
          <Footer />
        </MemoryRouter>
      </MockedProvider>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: FALLBACK_SUPPORT_PHONE })).toHaveAttribute('href', 'tel:+97141234567');
    expect(await within(footer).findByRole('link', { name: '+971 50 765 4321' })).toHaveAttribute('href', 'tel:+971507654321');
    expect(within(footer).getByText('Shop in Al Warqa, Dubai')).toBeInTheDocument();
  });

  describe('copyright year', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("follows the clock: the year it is in Dubai, which turns at Dubai's midnight", () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2027-12-31T21:00:00Z')); // 01:00 on 1 January 2028 in Dubai
      expect(dubaiYear()).toBe(2028);
      expect(dubaiYear(new Date('2027-12-31T19:59:59Z'))).toBe(2027);
      render(
        <MockedProvider mocks={[]}>
          <MemoryRouter>
            <Footer />
          </MemoryRouter>
        </MockedProvider>,
      );
      expect(within(screen.getByRole('contentinfo')).getByText('© 2028 FreshFuel. All rights reserved.')).toBeInTheDocument();
    });
  });
});
