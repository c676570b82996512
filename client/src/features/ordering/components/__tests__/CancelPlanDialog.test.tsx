import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToasts, renderWithMocks } from '../../../../test/render-with-mocks';
import {
  CancelMySubscriptionDocument,
  CancellationPreviewDocument,
  type CancellationQuoteFieldsFragment,
} from '../../../../generated/graphql';
import i18n from '../../../../i18n';
import { CancelPlanDialog } from '../CancelPlanDialog';

/** Three days before the end: two days still delivered, one cancelled; the next plan was charged today. */
const quote = (
  nextPlan: CancellationQuoteFieldsFragment['nextPlan'],
): CancellationQuoteFieldsFragment & { __typename: 'CancellationQuote' } => ({
  __typename: 'CancellationQuote',
  subscriptionId: 's1',
  cancelledDays: ['2026-12-20T00:00:00.000Z'],
  cancelledMeals: 2,
  keptMeals: 4,
  lastDelivery: '2026-12-19T00:00:00.000Z',
  refund: 9_000,
  policy: 'Deliveries at least 48 hours away are cancelled and refunded in full.',
  nextPlan,
});
const NEXT = {
  __typename: 'CancelledNextPlan' as const,
  orderId: 'o2',
  orderNumber: 'FF-261217-7K2Q9Z',
  paidOn: '2026-12-17T04:00:00.000Z',
  startDate: '2026-12-21T00:00:00.000Z',
  cancelledMeals: 56,
  keptMeals: 0,
  refund: 268_660,
};
const preview = (q: ReturnType<typeof quote>): MockLink.MockedResponse => ({
  request: { query: CancellationPreviewDocument, variables: { subscriptionId: 's1' } },
  result: { data: { cancellationPreview: q } },
});

function renderDialog(mocks: MockLink.MockedResponse[]) {
  const onCancelled = vi.fn();
  const user = renderWithMocks(<CancelPlanDialog subscriptionId="s1" open onClose={vi.fn()} onCancelled={onCancelled} />, mocks);
  return { user, onCancelled };
}

afterEach(async () => {
  dismissToasts();
  await i18n.changeLanguage('en');
});

describe('cancelling a plan whose automatic renewal is already charged', { timeout: 20_000 }, () => {
  it('states that the next plan, paid on its day, is cancelled and refunded too; the toast gives both refunds', async () => {
    const { user, onCancelled } = renderDialog([
      preview(quote(NEXT)),
      {
        request: { query: CancelMySubscriptionDocument, variables: { subscriptionId: 's1' } },
        result: { data: { cancelMySubscription: quote(NEXT) } },
      },
    ]);
    const note = await screen.findByTestId('cancel-next-plan');
    expect(note).toHaveTextContent(
      /Your next plan, paid on .*17.*Dec.*2026 \(order FF-261217-7K2Q9Z\), is cancelled too and refunded by the same rules: AED 2,686\.60 back to your card\./,
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel your plan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel my plan' }));
    expect(await screen.findByText('Your plan is cancelled. AED 2,776.60 is on its way back to your card.')).toBeInTheDocument();
    expect(onCancelled).toHaveBeenCalledTimes(1);
  });

  it('says how many of the next plan\u2019s meals still arrive when some are already being prepared (Arabic too)', async () => {
    renderDialog([preview(quote({ ...NEXT, keptMeals: 2, cancelledMeals: 54, refund: 259_066 }))]);
    expect(await screen.findByTestId('cancel-next-plan')).toHaveTextContent(
      'AED 2,590.66 back to your card. 2 meals already being prepared still arrive.',
    );
  });

  it('in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderDialog([preview(quote(NEXT))]);
    expect(await screen.findByTestId('cancel-next-plan')).toHaveTextContent(
      /تُلغى أيضًا خطتك القادمة المدفوعة يوم .*FF-261217-7K2Q9Z.*2,686\.60/,
    );
  });

  it('says nothing of a next plan when the renewal is not charged', async () => {
    renderDialog([preview(quote(null))]);
    expect(await screen.findByTestId('cancel-refund')).toHaveTextContent('AED 90.00');
    expect(screen.queryByTestId('cancel-next-plan')).not.toBeInTheDocument();
  });

  it('refused while the renewal is being charged: shows why, and the next try reads the preview again before cancelling', async () => {
    const message =
      "Your plan's renewal is being charged right now, so the plan cannot be cancelled yet. Nothing was changed. Please try again in a few minutes.";
    const { user, onCancelled } = renderDialog([
      preview(quote(null)),
      {
        request: { query: CancelMySubscriptionDocument, variables: { subscriptionId: 's1' } },
        result: { errors: [new GraphQLError(message, { extensions: { code: 'RENEWAL_CHARGE_IN_PROGRESS' } })] },
      },
      // Meanwhile the renewal was paid: the preview now names the next plan, cancelled with this one.
      preview(quote(NEXT)),
      {
        request: { query: CancelMySubscriptionDocument, variables: { subscriptionId: 's1' } },
        result: { data: { cancelMySubscription: quote(NEXT) } },
      },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your plan?' });
    await screen.findByTestId('cancel-refund');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel my plan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(onCancelled).not.toHaveBeenCalled();

    // The next click reads the preview first: it changed, so nothing is cancelled until the customer confirms it.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel my plan' }));
    expect(await screen.findByTestId('cancel-next-plan')).toHaveTextContent('FF-261217-7K2Q9Z');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(onCancelled).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel my plan' }));
    expect(await screen.findByText('Your plan is cancelled. AED 2,776.60 is on its way back to your card.')).toBeInTheDocument();
    expect(onCancelled).toHaveBeenCalledTimes(1);
  });
});
