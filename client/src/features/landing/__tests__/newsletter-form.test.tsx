import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer, toast } from 'react-toastify';
import { afterEach, describe, expect, it } from 'vitest';
import { SubscribeNewsletterDocument } from '../../../generated/graphql';
import { NewsletterSection } from '../components/NewsletterSection';

const NEW = 'Thanks for subscribing!';
const ALREADY = 'You are already subscribed. Thank you!';
const INVALID = 'Please enter a valid email address.';

function answer(email: string, message: string, alreadySubscribed: boolean, delay = 0): MockLink.MockedResponse {
  return {
    request: { query: SubscribeNewsletterDocument, variables: { email } },
    result: { data: { subscribeNewsletter: { __typename: 'SubscribeNewsletterPayload', message, alreadySubscribed } } },
    delay,
  };
}

function renderForm(mocks: MockLink.MockedResponse[]) {
  const user = userEvent.setup({ delay: null });
  render(
    <MockedProvider mocks={mocks}>
      <>
        <NewsletterSection />
        <ToastContainer />
      </>
    </MockedProvider>,
  );
  return user;
}

const input = () => screen.getByLabelText('Email address');
const button = () => screen.getByRole('button', { name: 'Subscribe' });

afterEach(() => {
  act(() => toast.dismiss());
});

describe('newsletter form', { timeout: 20_000 }, () => {
  it('is an e-mail input with a Subscribe button', () => {
    renderForm([]);
    expect(input()).toHaveAttribute('type', 'email');
    expect(input()).toBeRequired();
    expect(button()).toBeEnabled();
  });

  it('shows the server message, disables the button while sending, and resets after a new subscription', async () => {
    const user = renderForm([answer('sara@example.com', NEW, false, 150)]);
    await user.type(input(), 'sara@example.com');
    await user.click(button());

    expect(button()).toBeDisabled();
    expect(button()).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText(NEW)).toBeInTheDocument();
    expect(input()).toHaveValue('');
    await waitFor(() => expect(button()).toBeEnabled());
  });

  it('answers an address already on the list politely and resets the form', async () => {
    const user = renderForm([answer('sara@example.com', NEW, false), answer('sara@example.com', ALREADY, true)]);
    await user.type(input(), 'sara@example.com');
    await user.click(button());
    expect(await screen.findByText(NEW)).toBeInTheDocument();
    expect(input()).toHaveValue('');

    await user.type(input(), 'sara@example.com');
    await user.click(button());
    expect(await screen.findByText(ALREADY)).toBeInTheDocument();
    expect(input()).toHaveValue('');
  });

  it('shows the server error and still resets the form', async () => {
    const user = renderForm([
      {
        request: { query: SubscribeNewsletterDocument, variables: { email: 'sara@example.co' } },
        result: { errors: [new GraphQLError(INVALID, { extensions: { code: 'VALIDATION_FAILED' } })] },
      },
    ]);
    await user.type(input(), 'sara@example.co');
    await user.click(button());

    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(input()).toHaveValue('');
    await waitFor(() => expect(button()).toBeEnabled());
  });
});
