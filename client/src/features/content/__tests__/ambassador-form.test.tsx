import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ToastContainer, toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { AmbassadorForm } from '../components/AmbassadorForm';

const SUCCESS = 'Thank you! Your application has been received. We will get in touch soon.';
const DUPLICATE = 'An application with this email already exists.';

/** In the order of the form, so tabbing out of one field lands on the next one checked. */
const REQUIRED_MESSAGES: [label: string, message: string][] = [
  ['Full name', 'Full name is required'],
  ['Email', 'Email is required'],
  ['Phone number', 'Phone number is required'],
  ['Country', 'Country is required'],
  ['Account URL 1', 'Account URL 1 is required'],
  ['Brief (max 200 characters)', 'Brief is required'],
];

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderForm() {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <AmbassadorForm />
      <ToastContainer />
    </MemoryRouter>,
  );
  return user;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const submitButton = () => screen.getByRole('button', { name: 'Submit application' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Full name'), 'Sara Ahmed');
  await user.type(field('Account URL 1'), 'https://instagram.com/sara.eats');
  await user.type(field('Email'), 'Sara@Example.com');
  await user.type(field('Phone number'), '+1 415 555 0134');
  await user.selectOptions(screen.getByLabelText('Country'), 'UK');
  await user.type(field('Brief (max 200 characters)'), 'Food blogger with 20k followers.');
}

let fetchSpy: MockInstance<typeof fetch>;

beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});

afterEach(() => {
  fetchSpy.mockRestore();
  act(() => toast.dismiss());
});

describe('Apply as Ambassador form', { timeout: 20_000 }, () => {
  it('shows no message on first render, and each required message only once its field is touched', async () => {
    const user = renderForm();
    for (const [, message] of REQUIRED_MESSAGES) expect(screen.queryByText(message)).not.toBeInTheDocument();

    for (const [label, message] of REQUIRED_MESSAGES) {
      await user.click(screen.getByLabelText(label));
      expect(screen.queryByText(message)).not.toBeInTheDocument();
      await user.tab();
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    // Touching the optional URLs shows nothing: empty is fine.
    await user.click(field('Account URL 2 (optional)'));
    await user.click(field('Account URL 3 (optional)'));
    await user.tab();
    expect(screen.queryByText('Enter a valid URL')).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('checks URLs (http/https only) and e-mail addresses', async () => {
    const user = renderForm();
    await user.type(field('Account URL 1'), 'instagram.com/me');
    await user.tab();
    expect(await screen.findByText('Enter a valid URL')).toBeInTheDocument();

    await user.clear(field('Account URL 1'));
    await user.type(field('Account URL 1'), 'https://instagram.com/me');
    await waitFor(() => expect(screen.queryByText('Enter a valid URL')).not.toBeInTheDocument());

    await user.type(field('Account URL 2 (optional)'), 'ftp://files.example.com');
    await user.tab();
    expect(await screen.findByText('Enter a valid URL')).toBeInTheDocument();
    await user.clear(field('Account URL 2 (optional)'));
    await waitFor(() => expect(screen.queryByText('Enter a valid URL')).not.toBeInTheDocument());

    await user.type(field('Account URL 3 (optional)'), 'http://localhost');
    await user.tab();
    expect(await screen.findByText('Enter a valid URL')).toBeInTheDocument();
    await user.clear(field('Account URL 3 (optional)'));

    await user.type(field('Email'), 'sara@');
    await user.tab();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    await user.type(field('Email'), 'example.com');
    await waitFor(() => expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument());
  });

  it('counts the brief live and refuses more than 200 characters', async () => {
    const user = renderForm();
    expect(screen.getByText('0/200')).toBeInTheDocument();
    await user.type(field('Brief (max 200 characters)'), 'Hello');
    expect(screen.getByText('5/200')).toBeInTheDocument();
    await user.click(field('Brief (max 200 characters)'));
    await user.paste('x'.repeat(196));
    expect(screen.getByText('201/200')).toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Brief must be at most 200 characters')).toBeInTheDocument();
  });

  it('sends the application with empty optional URLs left out', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(201, { message: SUCCESS, data: { message: SUCCESS } }));
    const user = renderForm();
    await fillValid(user);
    await user.click(submitButton());

    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const [url, init] = fetchSpy.mock.calls[0];
    expect(url).toBe('/api/ambassador/add');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(JSON.parse(init?.body as string)).toEqual({
      fullName: 'Sara Ahmed',
      accountURL1: 'https://instagram.com/sara.eats',
      email: 'sara@example.com',
      phone: '+1 415 555 0134',
      country: 'UK',
      brief: 'Food blogger with 20k followers.',
    });
  });

  it('ignores a second submit while the first is in flight', async () => {
    let answer: (res: Response) => void = () => undefined;
    fetchSpy.mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const user = renderForm();
    await fillValid(user);

    const form = screen.getByRole('form', { name: 'Apply as Ambassador' });
    // Two submits in the same tick: no re-render in between, so only the ref can stop the second.
    act(() => {
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await waitFor(() => expect(submitButton()).toBeDisabled());
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    // More attempts while the request is in flight: the disabled button and the busy form ignore them.
    fireEvent.submit(form);
    await user.click(submitButton());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');

    await act(() => {
      answer(jsonResponse(201, { message: SUCCESS, data: { message: SUCCESS } }));
      return Promise.resolve();
    });
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('shows the server message and resets the form on success', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(201, { message: SUCCESS, data: { message: SUCCESS } }));
    const user = renderForm();
    await fillValid(user);
    await user.type(field('Account URL 2 (optional)'), 'https://tiktok.com/@sara');
    await user.click(submitButton());

    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    await waitFor(() => expect(field('Full name')).toHaveValue(''));
    for (const label of ['Account URL 1', 'Account URL 2 (optional)', 'Email', 'Phone number', 'Brief (max 200 characters)']) {
      expect(field(label)).toHaveValue('');
    }
    expect(screen.getByLabelText('Country')).toHaveValue('');
    expect(screen.getByText('0/200')).toBeInTheDocument();
    // A fresh form: no validation messages after the reset.
    for (const [, message] of REQUIRED_MESSAGES) expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('shows the server data.message and keeps the input on failure', async () => {
    fetchSpy.mockResolvedValue(
      jsonResponse(409, { code: 'AMBASSADOR_ALREADY_APPLIED', message: 'Conflict', data: { message: DUPLICATE } }),
    );
    const user = renderForm();
    await fillValid(user);
    await user.click(submitButton());

    expect(await screen.findByText(DUPLICATE)).toBeInTheDocument();
    expect(field('Full name')).toHaveValue('Sara Ahmed');
    expect(field('Account URL 1')).toHaveValue('https://instagram.com/sara.eats');
    expect(field('Email')).toHaveValue('Sara@Example.com');
    expect(field('Phone number')).toHaveValue('+1 415 555 0134');
    expect(screen.getByLabelText('Country')).toHaveValue('UK');
    expect(field('Brief (max 200 characters)')).toHaveValue('Food blogger with 20k followers.');
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('shows a friendly message when the server cannot be reached, keeping the input', async () => {
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = renderForm();
    await fillValid(user);
    await user.click(submitButton());

    expect(await screen.findByText('Cannot reach the server. Check your connection and try again.')).toBeInTheDocument();
    expect(field('Full name')).toHaveValue('Sara Ahmed');
  });

  it('has the spec footer text and the country options: the UAE and the GCC, then the spec four', () => {
    renderForm();
    const footnote = screen.getByText(
      (_, el) => el?.tagName === 'P' && el.textContent === 'By submitting you agree to our privacy policy and terms and conditions.',
    );
    expect(within(footnote).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/legal/privacy');
    expect(within(footnote).getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/legal/terms');
    const options = [...screen.getByLabelText<HTMLSelectElement>('Country').options].map((o) => [o.value, o.text]);
    expect(options.slice(1)).toEqual([
      ['UAE', 'United Arab Emirates'],
      ['Saudi Arabia', 'Saudi Arabia'],
      ['Qatar', 'Qatar'],
      ['Kuwait', 'Kuwait'],
      ['Bahrain', 'Bahrain'],
      ['Oman', 'Oman'],
      ['USA', 'United States'],
      ['UK', 'United Kingdom'],
      ['Canada', 'Canada'],
      ['Australia', 'Australia'],
    ]);
    expect(options[0][0]).toBe('');
  });
});
