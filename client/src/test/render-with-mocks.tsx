import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ToastContainer, toast } from 'react-toastify';

/**
 * Renders `ui` under Apollo's MockedProvider with `mocks`, beside a ToastContainer (the cards report through
 * toasts), and returns a userEvent session without typing delays.
 */
export function renderWithMocks(ui: ReactElement, mocks: MockLink.MockedResponse[]) {
  const user = userEvent.setup({ delay: null });
  render(
    <>
      <MockedProvider mocks={mocks}>{ui}</MockedProvider>
      <ToastContainer />
    </>,
  );
  return user;
}

/** Dismisses the toasts a test left (call from `afterEach`). */
export function dismissToasts(): void {
  act(() => toast.dismiss());
}
