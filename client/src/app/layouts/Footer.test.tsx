import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteSettingsDocument } from '../../generated/graphql';
import { FALLBACK_SUPPORT_PHONE } from '../../lib/hooks/use-support-phone';
import { dubaiYear } from '../../lib/date-format';
import { Footer } from './Footer';

describe('Footer', () => {
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
