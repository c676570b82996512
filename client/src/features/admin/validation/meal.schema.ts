import * as yup from 'yup';
import type { CreateMealInput, MealCategory } from '../../../generated/graphql';
import { toTranslationsInput, translationsSchema } from './translations.schema';

/** The meal fields with an Arabic version. */
export const MEAL_ARABIC = ['name', 'description'] as const;

/** Form values of the meal form; numbers as typed, lists as comma-separated text. */
export interface MealFormValues {
  name: string;
  description: string;
  category: MealCategory | '';
  image: string;
  calories: number | '';
  protein: number | '';
  carbs: number | '';
  fat: number | '';
  allergens: string;
  tags: string;
  translations: { ar: { name: string; description: string } };
}

type Keys = keyof Omit<CreateMealInput, 'active'>;

const grams = (label: string) => yup.number().typeError(`${label} must be a number`).required(`${label} is required`)
  .min(0, `${label} cannot be negative`).max(1000, `${label} must be at most 1000 g`);

/** Same messages as the server's CreateMealInput. */
export const mealSchema = yup.object({
  name: yup.string().trim().required('Name is required').max(120, 'Name must be at most 120 characters'),
  description: yup.string().trim().required('Description is required').max(1000, 'Description must be at most 1000 characters'),
  category: yup.string().required('Category is required'),
  image: yup.string().required('Upload an image'),
  calories: yup.number().typeError('Calories must be a whole number').required('Calories are required').integer('Calories must be a whole number').min(0, 'Calories cannot be negative').max(5000, 'Calories must be at most 5000'),
  protein: grams('Protein'),
  carbs: grams('Carbs'),
  fat: grams('Fat'),
  allergens: yup.string(),
  tags: yup.string(),
  translations: translationsSchema({ name: { label: 'Arabic name', max: 120 }, description: { label: 'Arabic description', max: 2000 } }),
} satisfies Record<Keys, yup.Schema>);

export const splitList = (text: string): string[] => text.split(',').map((s) => s.trim()).filter(Boolean);

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
    allergens: splitList(v.allergens).map((a) => a.toLowerCase()),
    tags: splitList(v.tags),
    translations: toTranslationsInput(v.translations, MEAL_ARABIC),
  };
}
