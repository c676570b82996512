import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '../../lib/toast';
import { AppProviders } from '../providers';

/** The texts of the toasts on screen that are not leaving (react-toastify marks a dismissed one `data-in="false"`). */
function shownToasts(): string[] {
  return [...document.querySelectorAll('.Toastify__toast[data-in="true"]')].map((el) => el.textContent);
}

/** jsdom plays no CSS animations: end the exit animation of every dismissed toast, so it leaves the page. */
function finishExits() {
  for (const el of document.querySelectorAll('.Toastify__toast[data-in="false"]')) fireEvent.animationEnd(el);
}

describe('toast replacement rules (spec section 2: success, error and info dismiss earlier toasts first; warning does not)', () => {
  it('a warning joins the toasts on screen; success, error and info each replace every earlier one', async () => {
    render(<AppProviders>{null}</AppProviders>);

    act(() => notify.success('Saved your address.'));
    await screen.findByText('Saved your address.');
    act(() => notify.warning('Your plan ends in 3 days.'));
    await screen.findByText('Your plan ends in 3 days.');
    expect(shownToasts().sort()).toEqual(['Saved your address.', 'Your plan ends in 3 days.']);

    act(() => notify.warning('Delivery slots are filling up.'));
    await screen.findByText('Delivery slots are filling up.');
    expect(shownToasts()).toHaveLength(3);

    act(() => notify.error('Payment confirmation failed. Please try again.'));
    await waitFor(() => expect(shownToasts()).toEqual(['Payment confirmation failed. Please try again.']));
    finishExits();
    await waitFor(() => expect(screen.queryByText('Saved your address.')).not.toBeInTheDocument());

    act(() => notify.info('Your menu was updated.'));
    await waitFor(() => expect(shownToasts()).toEqual(['Your menu was updated.']));

    act(() => notify.success('Order placed successfully'));
    await waitFor(() => expect(shownToasts()).toEqual(['Order placed successfully']));
  });
});
