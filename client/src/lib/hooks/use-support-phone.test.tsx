import { MockedProvider } from '@apollo/client/testing/react';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SiteSettingsDocument } from '../../generated/graphql';
import { FALLBACK_SUPPORT_PHONE, supportPhoneLinks, useSupportPhone } from './use-support-phone';

describe('supportPhoneLinks', () => {
  it('keeps the number as written and links with its digits only', () => {
    expect(supportPhoneLinks('+971 4 123 4567')).toEqual({
      display: '+971 4 123 4567',
      telHref: 'tel:+97141234567',
      whatsappUrl: 'https://wa.me/97141234567',
    });
    expect(supportPhoneLinks('+971 (50) 765-43.21')).toMatchObject({
      telHref: 'tel:+971507654321',
      whatsappUrl: 'https://wa.me/971507654321',
    });
  });
});

describe('useSupportPhone', () => {
  it('shows the fallback while siteSettings loads, then the configured number', async () => {
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
    const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks}>{children}</MockedProvider>;
    const { result } = renderHook(() => useSupportPhone(), { wrapper });
    expect(result.current).toEqual(supportPhoneLinks(FALLBACK_SUPPORT_PHONE));
    await waitFor(() => expect(result.current.display).toBe('+971 50 765 4321'));
    expect(result.current).toEqual({
      display: '+971 50 765 4321',
      telHref: 'tel:+971507654321',
      whatsappUrl: 'https://wa.me/971507654321',
    });
  });

  it('keeps the fallback when the query fails', async () => {
    const mocks = [{ request: { query: SiteSettingsDocument }, error: new Error('offline') }];
    const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks}>{children}</MockedProvider>;
    const { result } = renderHook(() => useSupportPhone(), { wrapper });
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.display).toBe(FALLBACK_SUPPORT_PHONE);
  });
});
