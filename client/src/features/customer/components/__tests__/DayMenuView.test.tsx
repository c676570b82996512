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
  // 48 hours before the day's UTC midnight: 04:00 on 28 November in Dubai.
  changesCloseAt: '2026-11-28T00:00:00.000Z',
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
    expect(notice).toHaveTextContent('Changes for this day closed on Sat, 28 Nov 2026, 04:00, Dubai time (48 hours before delivery).');
    expect(notice).not.toHaveTextContent('UTC');
  });
});
