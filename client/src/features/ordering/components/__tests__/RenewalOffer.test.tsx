import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RenewalState } from '../../../../generated/graphql';
import i18n from '../../../../i18n';
import type { MySubscription } from '../../hooks/use-my-subscription';
import { RenewalOffer } from '../RenewalOffer';
import { renewal } from '../../utils/renewal.fixture';

/** The automatic charge of the plan whose renewal by hand is `renewal`: on 23 Dec. */
const next = (state: RenewalState, autoRenew = state !== 'Off', amount: number | null = 268_660): MySubscription['nextRenewal'] => ({
  subscriptionId: 's1',
  autoRenew,
  state,
  chargeDate: '2026-12-23T00:00:00.000Z',
  amount,
});

function renderOffer(nextRenewal: MySubscription['nextRenewal'], r = renewal) {
  const onRenew = vi.fn();
  render(
    <MemoryRouter>
      <RenewalOffer subscription={{ id: 's1', renewal: r, nextRenewal }} onRenew={onRenew} />
    </MemoryRouter>,
  );
  return onRenew;
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the plan card while the plan renews itself', () => {
  it('shows the next charge with VAT instead of the Renew button', () => {
    renderOffer(next('Scheduled'));
    expect(screen.getByTestId('auto-renewal-note')).toHaveTextContent(
      /your saved card is charged AED 2,686\.60 \(VAT included\) on .*23.*Dec.*2026/,
    );
    expect(screen.queryByRole('button', { name: 'Renew' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Your plan ends soon/)).not.toBeInTheDocument();
  });

  it('links to the bank confirmation when the bank asks for it', () => {
    renderOffer(next('NeedsAction'));
    expect(screen.getByTestId('auto-renewal-note')).toHaveTextContent('confirm the renewal payment of AED 2,686.60 (VAT included)');
    expect(screen.getByRole('link', { name: 'Confirm the payment' })).toHaveAttribute('href', '/subscription/renewal?id=s1');
    expect(screen.queryByRole('button', { name: 'Renew' })).not.toBeInTheDocument();
  });

  it('says the renewal is paid (and leaves it to "Renewed: …" once the next plan exists)', () => {
    renderOffer(next('Paid'), { ...renewal, open: false });
    expect(screen.getByTestId('auto-renewal-note')).toHaveTextContent('Renewed automatically: AED 2,686.60 (VAT included)');
  });

  it('in Arabic, the amount with VAT', async () => {
    await i18n.changeLanguage('ar');
    renderOffer(next('Scheduled'));
    expect(screen.getByTestId('auto-renewal-note')).toHaveTextContent(/تتجدد خطتك تلقائيًا.*2,686\.60.*شاملة الضريبة/);
  });
});

describe('the plan card when the plan does not renew itself', () => {
  it.each([
    ['turned off', next('Off')],
    ['failed', next('Failed', true)],
    ['never set up', null],
  ])('%s: the Renew button, which starts the renewal by hand', async (_, nextRenewal) => {
    const onRenew = renderOffer(nextRenewal);
    expect(screen.getByText(/Your plan ends soon/)).toBeInTheDocument();
    expect(screen.queryByTestId('auto-renewal-note')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Renew' }));
    expect(onRenew).toHaveBeenCalledTimes(1);
  });

  it('scheduled but switched off: the Renew button', () => {
    renderOffer(next('Scheduled', false));
    expect(screen.getByRole('button', { name: 'Renew' })).toBeInTheDocument();
  });

  it('before the renewal opens: nothing', () => {
    const { container } = render(
      <MemoryRouter>
        <RenewalOffer subscription={{ id: 's1', renewal: { ...renewal, open: false }, nextRenewal: next('Off') }} onRenew={vi.fn()} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
