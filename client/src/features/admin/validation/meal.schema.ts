import * as yup from 'yup';
import { validationMessage as m } from '../hooks/use-admin-text';
import type { CreateMealInput, MealCategory } from '../hooks/use-admin-meals';
import { toTranslationsInput, translationsSchema } from './translations.schema';
import { ALLERGENS, type Allergen } from '../../../lib/allergens';
import { splitTags } from '../../../lib/tag-list';
import { MEAL_CALORIES_MAX, MEAL_DESCRIPTION_MAX, MEAL_GRAMS_MAX, MEAL_NAME_MAX } from '../../../lib/limits';

/** The meal fields with an Arabic version. */
export const MEAL_ARABIC = ['name', 'description'] as const;

/** Form values of the meal form; numbers as typed, tags as comma-separated text, allergens as chosen from the closed list. */
export interface MealFormValues {
  name: string;
  description: string;
  category: MealCategory | '';
  image: string;
  calories: number | '';
  protein: number | '';
  carbs: number | '';
  fat: number | '';
  allergens: Allergen[];
  tags: string;
  translations: { ar: { name: string; description: string } };
}

type Keys = keyof Omit<CreateMealInput, 'active'>;

const grams = (nutrient: 'protein' | 'carbs' | 'fat') =>
  yup
    .number()
    .typeError(m('gramsNumber', { nutrient }))
    .required(m('gramsRequired', { nutrient }))
    .min(0, m('gramsNegative', { nutrient }))
    .max(MEAL_GRAMS_MAX, m('gramsMax', { nutrient }));

/** Same messages as the server's CreateMealInput. */
export const mealSchema = yup.object({
  name: yup.string().trim().required(m('nameRequired')).max(MEAL_NAME_MAX, m('nameMax')),
  description: yup
    .string()
    .trim()
    .required(m('descriptionRequired'))
    .max(MEAL_DESCRIPTION_MAX, m('descriptionMax', { max: MEAL_DESCRIPTION_MAX })),
  category: yup.string().required(m('categoryRequired')),
  image: yup.string().required(m('imageRequired')),
  calories: yup
    .number()
    .typeError(m('caloriesWhole'))
    .required(m('caloriesRequired'))
    .integer(m('caloriesWhole'))
    .min(0, m('caloriesNegative'))
    .max(MEAL_CALORIES_MAX, m('caloriesMax')),
  protein: grams('protein'),
  carbs: grams('carbs'),
  fat: grams('fat'),
  allergens: yup.array(yup.mixed<Allergen>().oneOf(ALLERGENS).defined()).defined(),
  tags: yup.string(),
  translations: translationsSchema({
    name: { label: 'Arabic name', max: MEAL_NAME_MAX },
    description: { label: 'Arabic description', max: MEAL_DESCRIPTION_MAX },
  }),
} satisfies Record<Keys, yup.Schema>);

/** A comma-separated field's items (Latin or Arabic commas, see lib/tag-list.ts). */
export const splitList = splitTags;

/** Form values -> the mutation input. */
export function toMealInput(v: MealFormValues): Omit<CreateMealInput, 'active'> {
  return {
    name: v.name.trim(),
    description: v.description.trim(),
    category: v.category as MealCategory,
    image: v.image,
    calories: Number(v.calories),
    protein: Number(v.protein),
    carbs: Number(v.carbs),
    fat: Number(v.fat),
    allergens: v.allergens,
    tags: splitList(v.tags),
    translations: toTranslationsInput(v.translations, MEAL_ARABIC),
  };
}
