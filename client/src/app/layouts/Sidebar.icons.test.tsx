import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../lib/session';
import { Sidebar, USER_ENTRIES, iconUrl } from './Sidebar';

const customer: SessionUser = {
  id: 'u1',
  fullName: 'Layla',
  email: 'l@example.com',
  phoneNo: '+971501234567',
  image: null,
  role: 'User',
  planStatus: 'Active',
  emailVerified: true,
};

function renderSidebar(at: string) {
  return render(
    <MockedProvider mocks={[]}>
      <MemoryRouter initialEntries={[at]}>
        <Sidebar user={customer} open={false} onNavigate={() => undefined} id="sidebar" />
      </MemoryRouter>
    </MockedProvider>,
  );
}

/** The two icons of a link: [default, active]. */
const iconsOf = (link: HTMLElement) => [...link.querySelectorAll('img')];

describe('dashboard sidebar icons (spec section 2)', () => {
  it('gives every entry its icon in both states, 24 by 24, from the image host by public id', () => {
    renderSidebar('/dashboard/user-profile');
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(USER_ENTRIES.map((e) => e.to));
    links.forEach((link, i) => {
      const [plain, active] = iconsOf(link);
      expect(plain).toHaveAttribute('src', iconUrl(USER_ENTRIES[i].icon));
      expect(active).toHaveAttribute('src', iconUrl(USER_ENTRIES[i].icon, true));
      expect(iconUrl(USER_ENTRIES[i].icon, true)).toMatch(new RegExp(`/${USER_ENTRIES[i].icon}-active\\.svg$`));
      for (const img of [plain, active]) {
        expect(img).toHaveAttribute('width', '24');
        expect(img).toHaveAttribute('height', '24');
      }
    });
  });

  it('highlights the entry of the page shown, and the highlight follows a click to another entry', () => {
    renderSidebar('/dashboard/user-subscribed-plan');
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    const profile = within(nav).getByRole('link', { name: 'User Profile' });
    const plan = within(nav).getByRole('link', { name: 'Subscribed Plan' });
    expect(plan).toHaveAttribute('aria-current', 'page');
    expect(plan.className).toMatch(/active/);
    expect(profile).not.toHaveAttribute('aria-current');
    expect(profile.className).not.toMatch(/active/);

    fireEvent.click(profile);
    expect(profile).toHaveAttribute('aria-current', 'page');
    expect(profile.className).toMatch(/active/);
    expect(plan.className).not.toMatch(/active/);
  });

  it('swaps to the active icon when the entry is active or hovered (the stylesheet; jsdom has no :hover)', () => {
    const css = readFileSync(resolve(__dirname, 'Sidebar.module.css'), 'utf8').replace(/\s+/g, ' ');
    const rule = (selector: RegExp) => new RegExp(`${selector.source}[^{]*\\{[^}]*`).exec(css)?.[0] ?? '';
    expect(rule(/\.iconActive \{/)).toMatch(/opacity: 0/);
    const hide = rule(/\.link:hover \.iconDefault,/);
    expect(hide).toMatch(/\.active \.iconDefault \{[^}]*opacity: 0/);
    const show = rule(/\.link:hover \.iconActive,/);
    expect(show).toMatch(/\.active \.iconActive \{[^}]*opacity: 1/);
  });
});
