import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PACKAGE_STORAGE_KEY, userPackageInfoVar, type UserPackageInfo } from '../../lib/session';
import { Navbar } from './Navbar';

const CART: UserPackageInfo = {
  meals: ['Breakfast', 'Lunch'],
  mealsCount: 2,
  days: '1 Month',
  package: { id: '665f1c2ab4d3e9a1c2f00a11', name: 'Lean & Low-Carb', promotion: null },
  price: 282_800,
  isCustom: { breakfast: 0, lunch: 0, dinner: 0, snack: 0 },
};

function renderAt(path = '/') {
  return render(
    <MockedProvider mocks={[]}>
      <MemoryRouter initialEntries={[path]}>
        <Navbar />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const cartLink = () => screen.queryByRole('link', { name: 'Your cart' });

afterEach(() => {
  userPackageInfoVar(null);
  localStorage.clear();
});

describe('Navbar cart link', () => {
  it('is absent with no cart', () => {
    renderAt();
    expect(cartLink()).toBeNull();
  });

  it('leads to /cart when a cart was saved earlier (a new tab, before the ordering code has loaded)', () => {
    localStorage.setItem(PACKAGE_STORAGE_KEY, JSON.stringify(CART));
    renderAt('/menu');
    expect(cartLink()).toHaveAttribute('href', '/cart');
  });

  it('appears when this tab fills the cart and goes when it is emptied (paid or removed)', () => {
    renderAt();
    expect(cartLink()).toBeNull();
    act(() => {
      localStorage.setItem(PACKAGE_STORAGE_KEY, JSON.stringify(CART));
      userPackageInfoVar(CART);
    });
    expect(cartLink()).toHaveAttribute('href', '/cart');
    act(() => {
      localStorage.removeItem(PACKAGE_STORAGE_KEY);
      userPackageInfoVar(null);
    });
    expect(cartLink()).toBeNull();
  });

  it('follows a cart saved in another tab', () => {
    renderAt();
    act(() => {
      localStorage.setItem(PACKAGE_STORAGE_KEY, JSON.stringify(CART));
      window.dispatchEvent(new StorageEvent('storage', { key: PACKAGE_STORAGE_KEY }));
    });
    expect(cartLink()).toHaveAttribute('href', '/cart');
  });

  it('is not shown on the cart page itself', () => {
    localStorage.setItem(PACKAGE_STORAGE_KEY, JSON.stringify(CART));
    renderAt('/cart');
    expect(cartLink()).toBeNull();
  });
});
