import { validateYupSchema, yupToFormErrors } from 'formik';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { nutritionSchema, type NutritionFormValues } from '../validation/nutrition.schema';

const filled: NutritionFormValues = {
  weight: { value: '80', unit: 'kg', metric: 80 },
  height: { value: '180', unit: 'cm', metric: 180 },
  age: '30',
  sex: 'Male',
  activity: 'Moderate',
  goal: 'Maintain',
  allergens: [],
  dislikes: [],
};

/** Validates the way Formik does (it turns '' into undefined before yup sees it). */
async function formikErrors(values: NutritionFormValues) {
  try {
    await validateYupSchema(values, nutritionSchema);
    return {};
  } catch (err) {
    return yupToFormErrors(err);
  }
}

describe('nutrition form validation', () => {
  it('reports an emptied measurement as required instead of throwing on the missing text', async () => {
    // A unit toggle on an empty field used to throw "Cannot read properties of undefined (reading 'trim')".
    const errors = await formikErrors({ ...filled, height: { value: '', unit: 'ft', metric: null } });
    expect(errors).toEqual({ height: 'Height is required' });
  });

  it('accepts a filled form and flags a value outside the unit limits', async () => {
    expect(await formikErrors(filled)).toEqual({});
    const errors = await formikErrors({ ...filled, weight: { value: '30', unit: 'kg', metric: 30 } });
    expect(errors).toEqual({ weight: 'The Weight must be in the limit of 40kg - 140kg or 90lb - 300lb' });
  });

  describe('unanswered choices', () => {
    afterEach(async () => {
      await i18n.changeLanguage('en');
    });
    const unanswered = { ...filled, sex: '', activity: '', goal: '' } as const;

    it('name the field in words, never yup\'s "sex must be defined"', async () => {
      await i18n.loadNamespaces('customer');
      expect(await formikErrors(unanswered)).toEqual({
        sex: 'Sex is required',
        activity: 'Activity level is required',
        goal: 'Goal is required',
      });
    });

    it('in Arabic too', async () => {
      await i18n.changeLanguage('ar');
      await i18n.loadNamespaces('customer');
      expect(await formikErrors(unanswered)).toEqual({ sex: 'الجنس مطلوب', activity: 'مستوى النشاط مطلوب', goal: 'الهدف مطلوب' });
    });
  });
});
