import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DiscountCodeDocument } from '../../../generated/graphql';
import { notify } from '../../../lib/toast';
import { DiscountCodeBox } from './DiscountCodeBox';

const INPUT = { code: 'WELCOME15', planId: 'lean', duration: '28' };

function answer(result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return { request: { query: DiscountCodeDocument, variables: { input: INPUT } }, result };
}

function renderBox(mocks: MockLink.MockedResponse[], notApplicable = false) {
  const onApply = vi.fn();
  const onNotApplicable = vi.fn();
  render(
    <MockedProvider mocks={mocks}>
      <DiscountCodeBox
        planId="lean"
        duration="28"
        notApplicable={notApplicable}
        applied={null}
        busy={false}
        onApply={onApply}
        onRemove={() => undefined}
        onNotApplicable={onNotApplicable}
      />
    </MockedProvider>,
  );
  return { onApply, onNotApplicable };
}

async function apply(code: string) {
  const user = userEvent.setup();
  const input = screen.getByRole('textbox', { name: 'Discount code' });
  if (code) await user.type(input, code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  return input;
}

describe('discount code failures (spec sections 5 and 8)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("refuses an empty code with 'Please enter a discount code' and asks nothing", async () => {
    const toasts = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const { onApply } = renderBox([]);
    await apply('   ');
    expect(await screen.findByText('Please enter a discount code')).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
    expect(toasts).not.toHaveBeenCalled();
  });

  it("clears the input and shows 'Invalid discount code' when the server refuses the code", async () => {
    const toasts = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const { onApply } = renderBox([
      answer({ errors: [new GraphQLError('Invalid discount code', { extensions: { code: 'DISCOUNT_CODE_INVALID' } })] }),
    ]);
    const input = await apply(' WELCOME15 ');
    expect(await screen.findByText('Invalid discount code')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(onApply).not.toHaveBeenCalled();
    expect(toasts).not.toHaveBeenCalled();
  });

  it("shows the server's message as an error toast when the request fails otherwise, and keeps the input", async () => {
    const toasts = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const { onApply } = renderBox([
      answer({
        errors: [new GraphQLError('Discount codes are unavailable right now.', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })],
      }),
    ]);
    const input = await apply('WELCOME15');
    await waitFor(() => expect(toasts).toHaveBeenCalledWith('Discount codes are unavailable right now.'));
    expect(toasts).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('WELCOME15');
    expect(screen.queryByText('Invalid discount code')).not.toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('passes an accepted code on, trimmed', async () => {
    const { onApply } = renderBox([
      answer({ data: { discountCode: { __typename: 'DiscountCodeDetails', code: 'WELCOME15', name: 'Welcome', percentage: 15 } } }),
    ]);
    await apply(' WELCOME15 ');
    await waitFor(() => expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ code: 'WELCOME15', percentage: 15 })));
  });

  it("hands a trial or promotional plan's refusal to the checkout, which then shows 'Not applicable for trial or promotional plan.' in place of the input", async () => {
    const toasts = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const { onNotApplicable } = renderBox([
      answer({ errors: [new GraphQLError('Not applicable', { extensions: { code: 'DISCOUNT_NOT_APPLICABLE' } })] }),
    ]);
    await apply('WELCOME15');
    await waitFor(() => expect(onNotApplicable).toHaveBeenCalledTimes(1));
    expect(toasts).not.toHaveBeenCalled();

    cleanup();
    renderBox([], true);
    expect(screen.getByText('Not applicable for trial or promotional plan.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
