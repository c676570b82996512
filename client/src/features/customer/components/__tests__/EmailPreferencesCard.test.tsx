import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToasts, renderWithMocks } from '../../../../test/render-with-mocks';
import { MyEmailPreferencesDocument, SetEmailPreferenceDocument, type EmailKind } from '../../../../generated/graphql';
import { EmailPreferencesCard } from '../EmailPreferencesCard';

const pref = (kind: EmailKind, enabled: boolean, required: boolean) => ({
  __typename: 'EmailPreference' as const,
  kind,
  enabled,
  required,
});
const ALL_ON = [
  pref('ScheduleChanged', true, false),
  pref('RenewalReminder', true, false),
  pref('PlanEnded', true, false),
  pref('OrderConfirmation', true, true),
  pref('Refund', true, true),
  pref('Cancellation', true, true),
  pref('AccountSecurity', true, true),
];

const renderCard = (mocks: MockLink.MockedResponse[]) => renderWithMocks(<EmailPreferencesCard />, mocks);

afterEach(dismissToasts);

describe('EmailPreferencesCard', { timeout: 20_000 }, () => {
  it('switches an optional kind off at once; transactional kinds are on, locked and say why', async () => {
    const off = ALL_ON.map((p) => (p.kind === 'RenewalReminder' ? { ...p, enabled: false } : p));
    const user = renderCard([
      { request: { query: MyEmailPreferencesDocument }, result: { data: { myEmailPreferences: ALL_ON } } },
      {
        request: { query: SetEmailPreferenceDocument, variables: { input: { kind: 'RenewalReminder', enabled: false } } },
        result: { data: { setEmailPreference: off } },
      },
    ]);
    const reminders = await screen.findByRole('switch', { name: 'Renewal reminders' });
    expect(reminders).toBeChecked();
    expect(reminders).toBeEnabled();
    const receipts = screen.getByRole('switch', { name: 'Order confirmations' });
    expect(receipts).toBeChecked();
    expect(receipts).toBeDisabled();
    expect(receipts).toHaveAccessibleDescription(/Always sent/);

    await user.click(reminders);
    expect(await screen.findByText('You will no longer receive these e-mails.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Renewal reminders' })).not.toBeChecked();
  });

  it('offers a retry when the preferences cannot be loaded', async () => {
    renderCard([{ request: { query: MyEmailPreferencesDocument }, error: new Error('Network down') }]);
    expect(await screen.findByText('Your e-mail preferences could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });
});
