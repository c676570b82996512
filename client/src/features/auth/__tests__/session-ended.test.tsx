import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, endRefusedSession, sessionEndedVar, setSession, type SessionUser } from '../../../lib/session';
import LoginPage from '../pages/LoginPage';
import AdminLoginPage from '../pages/AdminLoginPage';

const USER = { id: 'u1', fullName: 'Sara', email: 'sara@example.com', role: 'user' } as unknown as SessionUser;

function renderAt(page: React.ReactElement) {
  return render(
    <MockedProvider>
      <MemoryRouter>{page}</MemoryRouter>
    </MockedProvider>,
  );
}

describe('a session the server refused', () => {
  afterEach(() => act(() => clearSession()));

  it('the login screen says why the customer is there, and a plain visit says nothing', () => {
    const { unmount } = renderAt(<LoginPage />);
    expect(screen.queryByRole('status')).toBeNull();
    unmount();

    act(() => endRefusedSession());
    renderAt(<LoginPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Please log in again.');
  });

  it('the staff login says it too, and signing in again clears it', () => {
    act(() => endRefusedSession());
    renderAt(<AdminLoginPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Please log in again.');
    act(() => setSession(USER, 'token-2'));
    expect(sessionEndedVar()).toBe(false);
  });

  it('signing out on purpose is not a refused session', () => {
    act(() => endRefusedSession());
    act(() => setSession(USER, 'token-2'));
    act(() => clearSession());
    renderAt(<LoginPage />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
