import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SiteSettingsDocument } from '../../../generated/graphql';
import { SupportChatButton } from '../components/SupportChatButton';
import ContactPage from '../pages/ContactPage';
import CorporatePage from '../pages/CorporatePage';

/** The support phone comes from the server's SUPPORT_PHONE (`siteSettings`) on the content pages (spec section 1). */

const PHONE = '+971 50 765 4321';
const SETTINGS = {
  request: { query: SiteSettingsDocument },
  result: { data: { siteSettings: { __typename: 'SiteSettings' as const, supportPhone: PHONE, appStoreUrl: null, googlePlayUrl: null } } },
};

function renderWithSettings(ui: ReactNode) {
  window.scrollTo = () => undefined;
  return render(
    <MockedProvider mocks={[SETTINGS]}>
      <MemoryRouter>{ui}</MemoryRouter>
    </MockedProvider>,
  );
}

describe('configured support phone', () => {
  it('the chat button opens WhatsApp on that number and shows it', async () => {
    renderWithSettings(<SupportChatButton />);
    expect(await screen.findByText(PHONE)).toHaveAttribute('role', 'tooltip');
    expect(screen.getByRole('link', { name: 'Chat with support on WhatsApp' })).toHaveAttribute('href', 'https://wa.me/971507654321');
  });

  it('the contact page calls and chats on that number', async () => {
    renderWithSettings(<ContactPage />);
    expect(await screen.findByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:+971507654321');
    expect(screen.getByRole('link', { name: 'WhatsApp support' })).toHaveAttribute('href', 'https://wa.me/971507654321');
  });

  it('the corporate page offers that number', async () => {
    renderWithSettings(<CorporatePage />);
    expect(await screen.findByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:+971507654321');
  });
});
