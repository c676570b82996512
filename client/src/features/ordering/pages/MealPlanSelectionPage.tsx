import { useTranslation } from 'react-i18next';
import { Form, Formik, useFormikContext } from 'formik';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SingleDatePicker } from '../../../components/form/SingleDatePicker';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorMessage } from '../../../lib/graphql-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { DurationOptions } from '../components/DurationOptions';
import { KitchenClosedDays } from '../components/KitchenClosedDays';
import { MealsPicker } from '../components/MealsPicker';
import { PlanOptions } from '../components/PlanOptions';
import { SelectionPricePanel } from '../components/SelectionPricePanel';
import styles from '../components/SelectionForm.module.css';
import { useCheckout } from '../hooks/use-checkout';
import { useSelectionPlans } from '../hooks/use-selection-plans';
import { formatDayProse } from '../../../lib/dates';
import { earliestStartDate, latestStartDate } from '../utils/dates';
import {
  weeksFor,
  availableCategories,
  cartOf,
  defaultPlanId,
  durationsFor,
  fitToPlan,
  includeMealCategory,
  initialValues,
  selectedMealOf,
  toSelectionInput,
  type Cart,
  type SelectionPlan,
  type SelectionValues,
} from '../utils/selection';
import { selectionSchema } from '../validation/selection.schema';

/**
 * /meal-plan-selection (spec section 2): plan, duration, meals per day and start date,
 * with a live server price. `?plan=<id>` (plan cards) or `?selectedMeal=<id>` (landing slider)
 * preselects a plan (with `selectedMeal`, one that serves the meal, its category switched on and the
 * meal named in the meals step); without either, the cart's package (Change on /cart) is loaded back.
 * Continue puts the priced selection in the cart and goes to /cart.
 */
export default function MealPlanSelectionPage() {
  const { t } = useTranslation('ordering');
  usePageTitle(t('selection.pageTitle'), t('selection.pageDescription'));
  const { data, error, refetch } = useSelectionPlans();
  const [params] = useSearchParams();
  const { cart } = useCheckout();
  const planParam = params.get('plan');
  const mealParam = params.get('selectedMeal');

  let content;
  if (error && !data) {
    content = <ErrorState title={t('catalog:plans.error')} message={errorMessage(error)} onRetry={() => void refetch()} />;
  } else if (!data) {
    content = (
      <div className={styles.layout} role="status" aria-label={t('catalog:plans.loading')}>
        <div className={styles.main}>
          <Skeleton height={28} width="40%" />
          <div className={styles.planGrid}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={120} radius={16} />
            ))}
          </div>
          <Skeleton height={80} radius={16} />
          <Skeleton height={160} radius={16} />
        </div>
        <Skeleton height={320} radius={20} />
      </div>
    );
  } else if (data.plans.length === 0) {
    content = <EmptyState title={t('catalog:plans.emptyTitle')} message={t('catalog:plans.emptyText')} />;
  } else {
    const fromCart = !planParam && !mealParam && cart && data.plans.some((p) => p.id === cart.selection.planId) ? cart : null;
    const planId = fromCart?.selection.planId ?? defaultPlanId(data.plans, { plan: planParam, selectedMeal: mealParam });
    const plan = data.plans.find((p) => p.id === planId);
    const picked = selectedMealOf(data.plans, mealParam);
    content = (
      <SelectionForm
        key={`${planParam ?? ''}|${mealParam ?? ''}`}
        plans={data.plans}
        initialPlan={plan}
        fromCart={fromCart}
        picked={picked}
      />
    );
  }

  return (
    <section className={styles.page} aria-labelledby="selection-title">
      <header className={styles.pageHeader}>
        <h1 id="selection-title" className={styles.pageTitle}>
          {t('selection.pageTitle')}
        </h1>
        <p className={styles.pageLead}>{t('selection.lead')}</p>
      </header>
      {content}
    </section>
  );
}

interface SelectionFormProps {
  plans: SelectionPlan[];
  initialPlan: SelectionPlan | undefined;
  fromCart: Cart | null;
  /** The meal chosen with "Order now" on the landing slider, if any. */
  picked: ReturnType<typeof selectedMealOf>;
}

function SelectionForm({ plans, initialPlan, fromCart, picked }: SelectionFormProps) {
  const navigate = useNavigate();
  const [now] = useState(() => new Date());
  const initial = useMemo(
    () => includeMealCategory(initialValues(initialPlan, now, fromCart), initialPlan, picked?.key),
    [initialPlan, now, fromCart, picked],
  );
  const schema = useMemo(() => selectionSchema(now), [now]);

  return (
    <Formik<SelectionValues> initialValues={initial} validationSchema={schema} onSubmit={() => undefined}>
      <SelectionFields
        plans={plans}
        now={now}
        picked={picked}
        onDone={() => {
          void navigate('/cart');
        }}
      />
    </Formik>
  );
}

function SelectionFields({
  plans,
  now,
  picked,
  onDone,
}: {
  plans: SelectionPlan[];
  now: Date;
  picked: SelectionFormProps['picked'];
  onDone: () => void;
}) {
  const { values, setValues, setFieldValue, setFieldTouched, errors, touched, validateForm, setTouched } =
    useFormikContext<SelectionValues>();
  const { t } = useTranslation('ordering');
  const [attempted, setAttempted] = useState(false);
  const plan = plans.find((p) => p.id === values.planId);
  const available = availableCategories(plan);
  const input = useMemo(() => toSelectionInput(values), [values]);
  const {
    quote: { quote, previous, error, loading },
    saveCart,
  } = useCheckout({ draft: input });
  const earliest = earliestStartDate(now);
  const latest = latestStartDate(now);
  const mealsError = (errors as Record<string, string | undefined>).mealsPerDay;
  const dateError = (touched.startDate || attempted) && typeof errors.startDate === 'string' ? errors.startDate : undefined;

  async function onContinue() {
    setAttempted(true);
    void setTouched({ startDate: true }, false); // no validation run: nothing to wait for
    const found = await validateForm();
    if (Object.keys(found).length > 0 || !plan || !quote) {
      if (found.startDate) document.getElementById('start-date')?.focus();
      return;
    }
    saveCart(cartOf(plan, values, quote));
    onDone();
  }

  return (
    <Form
      className={styles.layout}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void onContinue();
      }}
    >
      <div className={styles.main}>
        <PlanOptions
          plans={plans}
          value={values.planId}
          onChange={(id) =>
            void setValues(
              fitToPlan(
                { ...values, planId: id },
                plans.find((p) => p.id === id),
              ),
            )
          }
        />
        <DurationOptions
          options={durationsFor(plan)}
          value={values.duration}
          isTrial={plan?.isTrial ?? false}
          onChange={(d) => void setFieldValue('duration', d)}
          weeks={weeksFor(plan)}
          deliveryDaysPerWeek={values.deliveryDaysPerWeek}
          onWeekChange={(n) => void setFieldValue('deliveryDaysPerWeek', n)}
        />
        <MealsPicker
          plan={plan}
          available={available}
          mode={values.mode}
          meals={values.meals}
          isCustom={values.isCustom}
          onModeChange={(m) => void setFieldValue('mode', m)}
          onMealsChange={(m) => void setFieldValue('meals', m)}
          onCustomChange={(c) => void setFieldValue('isCustom', c)}
          error={attempted ? mealsError : undefined}
          picked={picked && plan?.planMeals.some((m) => m.id === picked.id) ? picked : null}
        />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            <span className={styles.step} aria-hidden="true">
              4
            </span>{' '}
            {t('selection.startDate')}
          </legend>
          <SingleDatePicker
            id="start-date"
            name="startDate"
            label={t('selection.firstDay')}
            value={values.startDate}
            minDate={earliest}
            maxDate={latest}
            onChange={(d) => {
              void setFieldValue('startDate', d);
              void setFieldTouched('startDate', true, false);
            }}
            hint={t('selection.dateHint', { earliest: formatDayProse(earliest), latest: formatDayProse(latest) })}
            error={dateError}
            className={styles.dateField}
          />
          <KitchenClosedDays variant="selection" />
        </fieldset>
      </div>

      <SelectionPricePanel
        planName={plan?.name}
        duration={values.duration}
        quote={quote}
        previous={previous}
        loading={loading}
        error={error ? errorMessage(error) : undefined}
        canContinue={quote !== null}
      />
    </Form>
  );
}
