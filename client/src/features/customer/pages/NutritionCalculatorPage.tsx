import { useReactiveVar } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FocusFirstError } from '../../../components/form';
import { MeasurementInput } from '../../../components/form/MeasurementInput';
import { SelectField } from '../../../components/form/SelectField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { errorMessage } from '../../../lib/apollo-client';
import { userCaloriesInfoVar, useSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { AllergenChips } from '../components/AllergenChips';
import { NutritionResultPanel } from '../components/NutritionResultPanel';
import { TagsInput } from '../components/TagsInput';
import { useCalculateNutrition, useSavePendingNutrition, useSaveNutritionProfile, type NutritionResult } from '../hooks/use-nutrition';
import { ACTIVITY_OPTIONS, caloriesInfoOf, GOAL_OPTIONS, SEX_OPTIONS, writePendingNutrition } from '../utils/nutrition';
import { nutritionSchema, toNutritionInput, type NutritionFormValues } from '../validation/nutrition.schema';
import styles from './CustomerPages.module.css';

const INITIAL: NutritionFormValues = {
  weight: { value: '', unit: 'kg' },
  height: { value: '', unit: 'cm' },
  age: '',
  sex: '',
  activity: '',
  goal: '',
  allergens: [],
  dislikes: [],
};

interface Outcome {
  result: NutritionResult;
  answers: { sex: NonNullable<Exclude<NutritionFormValues['sex'], ''>>; activity: Exclude<NutritionFormValues['activity'], ''>; goal: Exclude<NutritionFormValues['goal'], ''>; age: number };
  savedNote: string | null;
}

/** /collect_data_for_nutrition_calculation (public): the nutrition calculator (spec section 5). */
export default function NutritionCalculatorPage() {
  usePageTitle('Nutrition calculator', 'Work out your daily calories and macros and find the meal plan that fits.');
  useSavePendingNutrition();
  const { isAuthenticated } = useSession();
  const caloriesInfo = useReactiveVar(userCaloriesInfoVar);
  const calculate = useCalculateNutrition();
  const [saveProfile] = useSaveNutritionProfile();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(values: NutritionFormValues) {
    setError(null);
    const input = toNutritionInput(values);
    try {
      const result = await calculate(input);
      userCaloriesInfoVar(caloriesInfoOf(result));
      let savedNote: string | null;
      if (isAuthenticated) {
        try {
          await saveProfile(input);
          savedNote = 'Saved to your profile.';
        } catch (e) {
          savedNote = null;
          notify.error(errorMessage(e));
        }
      } else {
        writePendingNutrition(input);
        savedNote = 'Log in or sign up and we will save these targets to your profile.';
      }
      setOutcome({ result, answers: { sex: input.sex, activity: input.activity, goal: input.goal, age: input.age }, savedNote });
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>Nutrition calculator</h1>
        <p className={styles.lead}>Tell us about yourself and we’ll work out your daily calories and macros — then match you with a plan.</p>
      </header>
      <div className={styles.calculator}>
        <Formik<NutritionFormValues> initialValues={INITIAL} validationSchema={nutritionSchema} onSubmit={submit}>
          {({ values, errors, touched, submitCount, setFieldValue, setFieldTouched }) => {
            const showError = (field: 'weight' | 'height') =>
              (touched[field] || submitCount > 0) && typeof errors[field] === 'string' ? errors[field] : undefined;
            return (
              <Form className={styles.card} noValidate aria-label="Your details">
                <FocusFirstError />
                <div className={styles.grid2}>
                  <MeasurementInput
                    kind="weight"
                    label="Weight"
                    name="weight"
                    value={values.weight}
                    onChange={(v) => void setFieldValue('weight', v)}
                    onBlur={() => void setFieldTouched('weight', true)}
                    warn
                    error={showError('weight')}
                  />
                  <MeasurementInput
                    kind="height"
                    label="Height"
                    name="height"
                    value={values.height}
                    onChange={(v) => void setFieldValue('height', v)}
                    onBlur={() => void setFieldTouched('height', true)}
                    warn
                    error={showError('height')}
                  />
                  <TextField name="age" label="Age" inputMode="numeric" normalize={(v) => v.replace(/\D/g, '').slice(0, 3)} />
                  <SelectField name="sex" label="Sex" options={SEX_OPTIONS} />
                </div>
                <SelectField name="activity" label="Activity level" options={ACTIVITY_OPTIONS} />
                <SelectField name="goal" label="Goal" options={GOAL_OPTIONS} />
                <AllergenChips value={values.allergens} onChange={(v) => void setFieldValue('allergens', v)} />
                <TagsInput
                  label="Dislikes"
                  placeholder="e.g. mushrooms"
                  value={values.dislikes}
                  onChange={(v) => void setFieldValue('dislikes', v)}
                  error={typeof errors.dislikes === 'string' ? errors.dislikes : undefined}
                />
                {error && <p className={styles.alert} role="alert">{error}</p>}
                <SubmitButton>Calculate</SubmitButton>
              </Form>
            );
          }}
        </Formik>
        <div>
          {outcome ? (
            <NutritionResultPanel result={outcome.result} answers={outcome.answers} savedNote={outcome.savedNote} />
          ) : (
            <aside className={styles.placeholder} aria-label="Your results">
              <h2>Your results appear here</h2>
              {caloriesInfo ? (
                <p>Last calculation: {caloriesInfo.calories} kcal/day · protein {caloriesInfo.protein} g · carbs {caloriesInfo.carbs} g · fat {caloriesInfo.fat} g.</p>
              ) : (
                <p>Fill in your details and press Calculate. Not sure about a plan yet? <Link to="/plans_and_packages">See all plans</Link>.</p>
              )}
            </aside>
          )}
        </div>
      </div>
    </div>
  );
}
