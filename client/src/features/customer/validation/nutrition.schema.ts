import { tm } from '../../../lib/messages';
import * as yup from 'yup';
import type { MeasurementValue } from '../../../components/form/MeasurementInput';
import { outOfRange } from '../../../components/form/measurement';
import type { ActivityLevel, Goal, SaveNutritionProfileInput, Sex } from '../hooks/nutrition-types';
import { ALLERGENS, type Allergen } from '../../../lib/allergens';

/** The calculator form; `toNutritionInput` turns it into the GraphQL input. */
export interface NutritionFormValues {
  weight: MeasurementValue;
  height: MeasurementValue;
  age: string;
  sex: Sex | '';
  activity: ActivityLevel | '';
  goal: Goal | '';
  /** From the closed allergen list (lib/allergens.ts). */
  allergens: Allergen[];
  dislikes: string[];
}

const measurement = (kind: 'weight' | 'height', required: () => string) =>
  yup
    // Formik hands yup '' as undefined, so an emptied field arrives without `value`.
    .object({ value: yup.string(), unit: yup.mixed<MeasurementValue['unit']>().defined(), metric: yup.number().nullable() })
    .test('required', required, (v) => (v.value ?? '').trim() !== '')
    .test('range', tm(`common:measurement.${kind}Warning`), (v) => !outOfRange(v.value, v.unit)) as yup.ObjectSchema<MeasurementValue>;

export const nutritionSchema: yup.ObjectSchema<NutritionFormValues> = yup.object({
  weight: measurement('weight', tm('customer:calc.errors.weight')),
  height: measurement('height', tm('customer:calc.errors.height')),
  age: yup
    .string()
    .required(tm('customer:calc.errors.age'))
    .test('age', tm('customer:calc.errors.ageRange'), (v) => /^\d+$/.test(v) && Number(v) >= 14 && Number(v) <= 100),
  sex: yup
    .mixed<Sex | ''>()
    .test('sex', tm('customer:calc.errors.sex'), (v) => v === 'Female' || v === 'Male')
    // Formik hands yup an unanswered choice as undefined: without its own message `defined` said "sex must be defined".
    .defined(tm('customer:calc.errors.sex')),
  activity: yup
    .mixed<ActivityLevel | ''>()
    .test('activity', tm('customer:calc.errors.activity'), (v) => Boolean(v))
    .defined(tm('customer:calc.errors.activity')),
  goal: yup
    .mixed<Goal | ''>()
    .test('goal', tm('customer:calc.errors.goal'), (v) => Boolean(v))
    .defined(tm('customer:calc.errors.goal')),
  allergens: yup.array(yup.mixed<Allergen>().oneOf(ALLERGENS).defined()).defined(),
  dislikes: yup.array(yup.string().defined()).max(20, tm('customer:calc.errors.dislikes')).defined(),
});

/** The validated form as SaveNutritionProfileInput (calculateNutrition takes the same fields minus the lists). */
export function toNutritionInput(v: NutritionFormValues): Required<SaveNutritionProfileInput> {
  return {
    weight: Number(v.weight.value),
    weightUnit: v.weight.unit === 'lb' ? 'Lb' : 'Kg',
    height: Number(v.height.value),
    heightUnit: v.height.unit === 'ft' ? 'Ft' : 'Cm',
    age: Number(v.age),
    sex: v.sex as Sex,
    activity: v.activity as ActivityLevel,
    goal: v.goal as Goal,
    allergens: v.allergens,
    dislikes: v.dislikes,
  };
}
