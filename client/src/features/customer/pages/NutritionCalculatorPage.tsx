import { useTranslation } from 'react-i18next';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FocusFirstError } from '../../../components/form';
import { MeasurementInput } from '../../../components/form/MeasurementInput';
import { SelectField } from '../../../components/form/SelectField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { errorMessage } from '../../../lib/graphql-errors';
import { userCaloriesInfoVar, useSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { AllergenChips } from '../components/AllergenChips';
import { NutritionResultPanel } from '../components/NutritionResultPanel';
import { TagsInput } from '../components/TagsInput';
import type { NutritionResult } from '../hooks/nutrition-types';
import { useCalculateNutrition, useSavePendingNutrition, useSaveNutritionProfile } from '../hooks/use-nutrition';
import { ACTIVITY_OPTIONS, caloriesInfoOf, GOAL_OPTIONS, SEX_OPTIONS, writePendingNutrition } from '../utils/nutrition';
import { nutritionSchema, toNutritionInput, type NutritionFormValues } from '../validation/nutrition.schema';
import styles from './CustomerPages.module.css';
import { useVar } from '../../../lib/store';

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
  answers: {
    sex: NonNullable<Exclude<NutritionFormValues['sex'], ''>>;
    activity: Exclude<NutritionFormValues['activity'], ''>;
    goal: Exclude<NutritionFormValues['goal'], ''>;
    age: number;
  };
  savedNote: string | null;
}

/** /collect_data_for_nutrition_calculation (public): the nutrition calculator (spec section 5). */
export default function NutritionCalculatorPage() {
  const { t } = useTranslation('customer');
  usePageTitle(t('calc.title'), t('calc.description'));
  useSavePendingNutrition();
  const { isAuthenticated } = useSession();
  const caloriesInfo = useVar(userCaloriesInfoVar);
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
          savedNote = t('calc.saved');
        } catch (e) {
          savedNote = null;
          notify.error(errorMessage(e));
        }
      } else {
        writePendingNutrition(input);
        savedNote = t('calc.loginToSave');
      }
      setOutcome({ result, answers: { sex: input.sex, activity: input.activity, goal: input.goal, age: input.age }, savedNote });
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('calc.title')}</h1>
        <p className={styles.lead}>{t('calc.lead')}</p>
      </header>
      <div className={styles.calculator}>
        <Formik<NutritionFormValues> initialValues={INITIAL} validationSchema={nutritionSchema} onSubmit={submit}>
          {({ values, errors, touched, submitCount, setFieldValue, setFieldTouched }) => {
            const showError = (field: 'weight' | 'height'): string | undefined => {
              // The schema's tests on the whole measurement give a string here (Formik types it as per-field errors).
              const error: unknown = errors[field];
              return (touched[field] || submitCount > 0) && typeof error === 'string' ? error : undefined;
            };
            return (
              <Form className={styles.card} noValidate aria-label={t('calc.details')}>
                <FocusFirstError />
                <div className={styles.grid2}>
                  <MeasurementInput
                    kind="weight"
                    label={t('calc.weight')}
                    name="weight"
                    value={values.weight}
                    onChange={(v) => void setFieldValue('weight', v)}
                    onBlur={() => void setFieldTouched('weight', true)}
                    warn
                    error={showError('weight')}
                  />
                  <MeasurementInput
                    kind="height"
                    label={t('calc.height')}
                    name="height"
                    value={values.height}
                    onChange={(v) => void setFieldValue('height', v)}
                    onBlur={() => void setFieldTouched('height', true)}
                    warn
                    error={showError('height')}
                  />
                  <TextField name="age" label={t('calc.age')} inputMode="numeric" normalize={(v) => v.replace(/\D/g, '').slice(0, 3)} />
                  <SelectField name="sex" label={t('calc.sexLabel')} options={SEX_OPTIONS.map(({ value, label }) => ({ value, label }))} />
                </div>
                <SelectField
                  name="activity"
                  label={t('calc.activityLabel')}
                  options={ACTIVITY_OPTIONS.map(({ value, label }) => ({ value, label }))}
                />
                <SelectField name="goal" label={t('calc.goalLabel')} options={GOAL_OPTIONS.map(({ value, label }) => ({ value, label }))} />
                <AllergenChips value={values.allergens} onChange={(v) => void setFieldValue('allergens', v)} />
                <TagsInput
                  label={t('targets.dislikes')}
                  placeholder={t('calc.dislikesPlaceholder')}
                  value={values.dislikes}
                  onChange={(v) => void setFieldValue('dislikes', v)}
                  error={typeof errors.dislikes === 'string' ? errors.dislikes : undefined}
                />
                {error && (
                  <p className={styles.alert} role="alert">
                    {error}
                  </p>
                )}
                <SubmitButton>{t('calc.calculate')}</SubmitButton>
              </Form>
            );
          }}
        </Formik>
        <div>
          {outcome ? (
            <NutritionResultPanel result={outcome.result} answers={outcome.answers} savedNote={outcome.savedNote} />
          ) : (
            <aside className={styles.placeholder} aria-label={t('calc.results')}>
              <h2>{t('calc.resultsHere')}</h2>
              {caloriesInfo ? (
                <p>
                  Last calculation: {caloriesInfo.calories} kcal/day · protein {caloriesInfo.protein} g · carbs {caloriesInfo.carbs} g · fat{' '}
                  {caloriesInfo.fat} g.
                </p>
              ) : (
                <p>
                  {t('calc.fillIn')} <Link to="/plans_and_packages">{t('calc.allPlans')}</Link>.
                </p>
              )}
            </aside>
          )}
        </div>
      </div>
    </div>
  );
}
