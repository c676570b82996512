import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../../i18n';
import type { DayMenu } from '../../hooks/use-day-menu';
import { DayMenuView } from '../DayMenuView';

const closedDay = {
  __typename: 'DayMenu',
  subscriptionId: 's1',
  date: '2026-11-30',
  editable: false,
  // The server's cut-off with CUTOFF_TIME 18:00: 18:00 on 27 November in Dubai.
  changesCloseAt: '2026-11-27T14:00:00.000Z',
  paused: false,
  entries: [],
  alternatives: [],
  totals: { __typename: 'MacroTotals', calories: 0, protein: 0, carbs: 0, fat: 0 },
  target: null,
} as unknown as DayMenu;

describe('DayMenuView', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces(['customer', 'catalog', 'ordering']);
  });

  it('gives the closed menu cut-off in Dubai time, not UTC', () => {
    render(
      <MockedProvider mocks={[]}>
        <DayMenuView menu={closedDay} date="2026-11-30" hideAllergens={false} />
      </MockedProvider>,
    );
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Changes for this day closed on Fri, 27 Nov 2026, 18:00, Dubai time.');
    expect(notice).not.toHaveTextContent('UTC');
  });

  it('says until when an open day may still be changed, in Dubai time', () => {
    render(
      <MockedProvider mocks={[]}>
        <DayMenuView menu={{ ...closedDay, editable: true }} date="2026-11-30" hideAllergens={false} />
      </MockedProvider>,
    );
    expect(screen.getByText('You can change this day until Fri, 27 Nov 2026, 18:00, Dubai time.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
