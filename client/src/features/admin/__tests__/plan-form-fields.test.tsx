import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { describe, expect, it } from 'vitest';
import { DurationsDocument } from '../../../generated/graphql';
import { PlanFormFields } from '../components/PlanFormFields';
import { DEFAULT_WEEKS, planSchema, toPlanInput, weeksFormValues, type PlanFormValues } from '../validation/plan.schema';

const DURATIONS = {
  request: { query: DurationsDocument },
  result: {
    data: {
      durations: [
        { __typename: 'DurationOption' as const, label: '7 Days', days: 7 },
        { __typename: 'DurationOption' as const, label: '1 Month', days: 28 },
        { __typename: 'DurationOption' as const, label: '3 Months', days: 84 },
      ],
    },
  },
};

const VALUES: PlanFormValues = {
  name: 'Balanced',
  description: 'Everyday balance.',
  image: '/images/plans/balanced.svg',
  price: '2000.00',
  breakfast: '20.00',
  lunch: '30.00',
  dinner: '30.00',
  snacks: '12.00',
  startDate: null,
  endDate: null,
  isTrial: false,
  sortOrder: 1,
  translations: { ar: { name: '', description: '' } },
  weeks: DEFAULT_WEEKS,
};

function renderForm(values: Partial<PlanFormValues> = {}) {
  return render(
    <MockedProvider mocks={[DURATIONS]}>
      <Formik<PlanFormValues> initialValues={{ ...VALUES, ...values }} onSubmit={() => undefined}>
        <Form>
          <PlanFormFields />
        </Form>
      </Formik>
    </MockedProvider>,
  );
}

const hint = () => screen.queryByText(/All four meals for 1 month at these daily prices/)?.closest('p');

describe('plan form: monthly price suggestion', () => {
  it('shows all four meals for the server month (28 days) at the daily prices, and follows edits', async () => {
    const user = userEvent.setup();
    renderForm();
    // (20 + 30 + 30 + 12) x 28 = 2,576.00
    expect(await screen.findByText('AED 2,576.00')).toBeInTheDocument();
    expect(hint()).toHaveTextContent('All four meals for 1 month at these daily prices: AED 2,576.00');

    const snacks = screen.getByLabelText('Daily snack price (AED)');
    await user.clear(snacks);
    await user.type(snacks, '15.50');
    // (20 + 30 + 30 + 15.50) x 28 = 2,674.00
    expect(hint()).toHaveTextContent('All four meals for 1 month at these daily prices: AED 2,674.00');

    await user.clear(snacks);
    await user.type(snacks, 'abc');
    expect(hint()).toBeFalsy();
  });

  it('"Use this price" copies the amount into Price, then has nothing left to do', async () => {
    const user = userEvent.setup();
    renderForm();
    const button = await screen.findByRole('button', { name: 'Use this price' });
    expect(screen.getByLabelText('Price (AED)')).toHaveValue('2000.00');
    await user.click(button);
    expect(screen.getByLabelText('Price (AED)')).toHaveValue('2576.00');
    expect(button).toBeDisabled();
  });

  it('is hidden for a trial plan (its price is fixed)', async () => {
    const user = userEvent.setup();
    renderForm({ isTrial: true, price: '499.00' });
    expect(hint()).toBeFalsy();
    // Unticking shows it, so its absence above was the trial and not a query still loading.
    const trial = screen.getByRole('checkbox', { name: /Trial plan/ });
    await user.click(trial);
    expect(await screen.findByRole('button', { name: 'Use this price' })).toBeInTheDocument();
    await user.click(trial);
    expect(hint()).toBeFalsy();
    expect(screen.queryByRole('button', { name: 'Use this price' })).not.toBeInTheDocument();
  });
});

describe('plan form: a price checkout would not charge', () => {
  const warning = () => screen.queryByText(/This price is not what checkout charges for the full month/);

  it('warns while Price differs from the month at the daily prices, and not once it matches', async () => {
    const user = userEvent.setup();
    renderForm();
    // AED 2,000.00 typed; four meals for 28 days at these daily prices cost AED 2,576.00.
    await screen.findByText('AED 2,576.00');
    expect(warning()).toHaveTextContent(
      'This price is not what checkout charges for the full month at these daily prices: the plan card would show one figure and checkout another.',
    );
    await user.click(screen.getByRole('button', { name: 'Use this price' }));
    expect(warning()).not.toBeInTheDocument();

    const price = screen.getByLabelText('Price (AED)');
    await user.clear(price);
    await user.type(price, '2576.01');
    expect(warning()).toBeInTheDocument();
  });

  it('says nothing for a trial (its price is the whole week)', async () => {
    renderForm({ isTrial: true, price: '499.00' });
    await screen.findByLabelText('Price (AED)');
    expect(warning()).not.toBeInTheDocument();
  });

  it('says nothing while the daily prices are all 0', async () => {
    renderForm({ breakfast: '0.00', lunch: '0.00', dinner: '0.00', snacks: '0.00' });
    await screen.findByText('AED 0.00');
    expect(warning()).not.toBeInTheDocument();
  });
});

describe('plan form: delivery weeks', () => {
  it('offers every day, 6 and 5 days a week; ticking 5 asks for its days off, the UAE weekend by default', async () => {
    const user = userEvent.setup();
    renderForm();
    const group = screen.getByRole('group', { name: 'Delivery weeks' });
    expect(group).toBeInTheDocument();
    expect(screen.getByLabelText('Every day (7 days a week)')).toBeChecked();
    expect(screen.queryByLabelText('First day off')).toBeNull();
    await user.click(screen.getByLabelText('5 days a week'));
    expect(screen.getByLabelText('First day off')).toHaveValue('Saturday');
    expect(screen.getByLabelText('Second day off')).toHaveValue('Sunday');
  });

  it('is not shown for the trial, which is sold every day', () => {
    renderForm({ isTrial: true });
    expect(screen.queryByRole('group', { name: 'Delivery weeks' })).toBeNull();
  });

  it('sends the ticked weeks, refuses none and two equal days off, and reads a stored plan back', async () => {
    const values = { ...VALUES, weeks: { ...DEFAULT_WEEKS, five: true } };
    expect(toPlanInput(values).deliveryWeeks).toEqual([
      { deliveryDays: 7, daysOff: [] },
      { deliveryDays: 5, daysOff: ['Saturday', 'Sunday'] },
    ]);
    expect(toPlanInput({ ...values, isTrial: true }).deliveryWeeks).toBeUndefined();
    await expect(planSchema.validateAt('weeks', { ...values, weeks: { ...DEFAULT_WEEKS, every: false } })).rejects.toThrow(
      'Choose at least one delivery week.',
    );
    await expect(
      planSchema.validateAt('weeks', { ...values, weeks: { ...DEFAULT_WEEKS, five: true, fiveOff1: 'Friday', fiveOff2: 'Friday' } }),
    ).rejects.toThrow('Choose two different days off.');
    expect(
      weeksFormValues([
        { deliveryDays: 7, daysOff: [] },
        { deliveryDays: 6, daysOff: ['Friday'] },
        { deliveryDays: 5, daysOff: ['Sunday', 'Saturday'] },
      ]),
    ).toEqual({ every: true, six: true, sixOff: 'Friday', five: true, fiveOff1: 'Saturday', fiveOff2: 'Sunday' });
  });
});
