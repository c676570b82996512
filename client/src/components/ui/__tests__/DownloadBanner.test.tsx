import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LandingPlansDocument, SiteSettingsDocument } from '../../../generated/graphql';
import { DownloadBanner } from '../DownloadBanner';

const settings = (appStoreUrl: string | null, googlePlayUrl: string | null) => [
  {
    request: { query: SiteSettingsDocument },
    result: {
      data: { siteSettings: { __typename: 'SiteSettings' as const, supportPhone: '+971 4 123 4567', appStoreUrl, googlePlayUrl } },
    },
  },
];

/** The landing plans answer with a trial costing `priceInclVat` fils (VAT included) and one monthly plan. */
const plans = (priceInclVat: number) => ({
  request: { query: LandingPlansDocument },
  result: {
    data: {
      plans: [
        { id: 't', name: '7-Day Trial', isTrial: true, price: Math.round(priceInclVat / 1.05), priceInclVat },
        { id: 'b', name: 'Balanced', isTrial: false, price: 257_600, priceInclVat: 270_480 },
      ].map((p) => ({ __typename: 'Plan' as const, ...p, description: '', image: '', caloriesPerDay: null, promotion: null })),
    },
  },
});

describe('DownloadBanner store badges', () => {
  it('links each badge to the configured store page, never to "#"', async () => {
    render(
      <MockedProvider
        mocks={settings('https://apps.apple.com/ae/app/freshfuel/id1', 'https://play.google.com/store/apps/details?id=ae.freshfuel')}
      >
        <DownloadBanner />
      </MockedProvider>,
    );
    const apple = await screen.findByRole('link', { name: 'Download on the App Store' });
    expect(apple).toHaveAttribute('href', 'https://apps.apple.com/ae/app/freshfuel/id1');
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=ae.freshfuel',
    );
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).not.toBe('#');
  });

  it('hides a store whose page is not configured, and the whole list when neither is', async () => {
    const { unmount } = render(
      <MockedProvider mocks={settings(null, 'https://play.google.com/store/apps/details?id=ae.freshfuel')}>
        <DownloadBanner />
      </MockedProvider>,
    );
    expect(await screen.findByRole('link', { name: 'Get it on Google Play' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download on the App Store' })).not.toBeInTheDocument();
    unmount();

    render(
      <MockedProvider mocks={settings(null, null)}>
        <DownloadBanner />
      </MockedProvider>,
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('list', { name: 'Download the app' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('promises no app when no store is configured: no app banner, and the trial offer starts on the site', async () => {
    const { container, unmount } = render(
      <MockedProvider mocks={settings(null, null)}>
        <DownloadBanner />
      </MockedProvider>,
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(container).toBeEmptyDOMElement();
    unmount();

    render(
      <MockedProvider mocks={[...settings(null, null), plans(49_900)]}>
        <DownloadBanner variant="ambassador" />
      </MockedProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Get your 7 days trial as low as 499 AED' })).toBeInTheDocument();
    expect(screen.getByText(/Start your trial right here in minutes\./)).toBeInTheDocument();
    expect(screen.queryByText(/Download the app/)).not.toBeInTheDocument();
  });

  it('claims a number of meals that fits 5000+ subscriptions from one kitchen', async () => {
    render(
      <MockedProvider mocks={settings('https://apps.apple.com/ae/app/freshfuel/id1', null)}>
        <DownloadBanner />
      </MockedProvider>,
    );
    expect(await screen.findByRole('img', { name: '500,000+ meals served' })).toHaveAttribute('src', '/images/meals-served.svg');
    expect(screen.queryByText(/10M/)).not.toBeInTheDocument();
  });
});

describe('DownloadBanner trial price', () => {
  it("advertises the trial plan's VAT-inclusive price, what checkout charges, not a fixed figure", async () => {
    render(
      <MockedProvider mocks={[...settings(null, null), plans(52_395)]}>
        <DownloadBanner variant="ambassador" />
      </MockedProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Get your 7 days trial as low as 523.95 AED' })).toBeInTheDocument();
    expect(screen.queryByText('499')).not.toBeInTheDocument();
  });

  it('shows no offer until the price has arrived', () => {
    const { container } = render(
      <MockedProvider mocks={settings(null, null)}>
        <DownloadBanner variant="ambassador" />
      </MockedProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
