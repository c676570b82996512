import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { ALLERGENS } from '../../../lib/allergens';
import { MealFormFields } from '../components/MealFormFields';
import { mealColumns } from '../columns/meals-grid.columns';
import { mealSchema, toMealInput, type MealFormValues } from '../validation/meal.schema';
import i18n from '../../../i18n';

const VALUES: MealFormValues = {
  name: 'Peanut Satay Bowl',
  description: 'Chicken satay with peanut sauce.',
  category: 'Lunch',
  image: '/images/meals/lunch-1.svg',
  calories: 520,
  protein: 35,
  carbs: 40,
  fat: 20,
  allergens: [],
  tags: '',
  translations: { ar: { name: '', description: '' } },
};

function renderForm(values: Partial<MealFormValues>, onSubmit: (v: MealFormValues) => void = () => undefined) {
  return render(
    <Formik<MealFormValues> initialValues={{ ...VALUES, ...values }} validationSchema={mealSchema} onSubmit={onSubmit}>
      <Form noValidate>
        <MealFormFields />
        <button type="submit">Save</button>
      </Form>
    </Formik>,
  );
}

const ENGLISH = [
  'Gluten',
  'Crustaceans',
  'Eggs',
  'Fish',
  'Peanuts',
  'Soy',
  'Milk (dairy)',
  'Tree nuts',
  'Celery',
  'Mustard',
  'Sesame',
  'Sulphites',
  'Lupin',
  'Molluscs',
];

describe('meal form: allergens from the closed list', () => {
  it('offers the 14 allergens as labelled checkboxes in one described group, in the list order', () => {
    renderForm({});
    const group = screen.getByRole('group', { name: 'Allergens' });
    expect(group).toHaveAccessibleDescription('Tick every allergen the meal contains (the 14 allergens of the GCC list).');
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((b) => b.getAttribute('value'))).toEqual([...ALLERGENS]);
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual(ENGLISH);
    expect(screen.queryByRole('textbox', { name: /allergens/i })).toBeNull();
  });

  it('saves the ticked allergens as enum values in the list order; an edit starts from the stored ones', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm({ allergens: ['SESAME'] }, onSubmit);
    const group = screen.getByRole('group', { name: 'Allergens' });
    expect(within(group).getByRole('checkbox', { name: 'Sesame' })).toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: 'Milk (dairy)' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Peanuts' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Sesame' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const values = onSubmit.mock.calls[0][0] as MealFormValues;
    expect(values.allergens).toEqual(['PEANUTS', 'MILK']);
    expect(toMealInput(values).allergens).toEqual(['PEANUTS', 'MILK']);
  });

  it('refuses a value outside the list (the server would too)', async () => {
    await expect(mealSchema.validateAt('allergens', { allergens: ['MILK', 'dairy'] })).rejects.toThrow();
    await expect(mealSchema.validateAt('allergens', { allergens: ['MILK'] })).resolves.toEqual(['MILK']);
  });

  it('the meals grid shows the allergens by their labels, in English and Arabic', () => {
    const column = mealColumns(i18n.getFixedT('en', 'admin'), { onEdit: () => undefined, onToggle: () => undefined }).find(
      (c) => 'accessorKey' in c && c.accessorKey === 'allergens',
    )!;
    const row = { allergens: ['PEANUTS', 'MILK'] } as never;
    expect(column.format?.(['PEANUTS', 'MILK'], row)).toBe('Peanuts, Milk (dairy)');
    const ar = mealColumns(i18n.getFixedT('ar', 'admin'), { onEdit: () => undefined, onToggle: () => undefined }).find(
      (c) => 'accessorKey' in c && c.accessorKey === 'allergens',
    )!;
    expect(ar.format?.(['PEANUTS', 'MILK'], row)).toBe('الفول السوداني، الحليب ومشتقاته');
  });
});

describe('meal form tags', () => {
  it('splits the tags field on Latin and Arabic commas', () => {
    expect(toMealInput({ ...VALUES, tags: 'حار، نباتي, high-fibre ،' }).tags).toEqual(['حار', 'نباتي', 'high-fibre']);
  });
});
