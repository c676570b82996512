import { Trans, useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/money';
import { Link } from 'react-router-dom';
import type { ActivityLevel, Goal, NutritionResult, Sex } from '../hooks/nutrition-types';
import { ACTIVITY_OPTIONS, GOAL_OPTIONS } from '../utils/nutrition';
import styles from './NutritionResultPanel.module.css';

export interface NutritionResultPanelProps {
  result: NutritionResult;
  answers: { sex: Sex; activity: ActivityLevel; goal: Goal; age: number };
  /** Saved to the profile (signed in) or kept for after sign-in. */
  savedNote: string | null;
}

/** BMR, daily calories, macro targets, the formula in words and the closest plans. */
export function NutritionResultPanel({ result, answers, savedNote }: NutritionResultPanelProps) {
  const activity = ACTIVITY_OPTIONS.find((a) => a.value === answers.activity);
  const goal = GOAL_OPTIONS.find((g) => g.value === answers.goal);
  const { t } = useTranslation('customer');
  const sexTerm = answers.sex === 'Male' ? t('calc.sexTermMale') : t('calc.sexTermFemale');

  return (
    <section className={styles.panel} aria-labelledby="nutrition-result-title" aria-live="polite">
      <h2 id="nutrition-result-title" className={styles.title}>
        {t('calc.targets')}
      </h2>
      <dl className={styles.kpis}>
        <div className={styles.kpi}>
          <dt>{t('calc.bmr')}</dt>
          <dd>
            {formatNumber(result.bmr)} <span>{t('calc.kcalDay')}</span>
          </dd>
        </div>
        <div className={styles.kpi}>
          <dt>{t('calc.maintenance')}</dt>
          <dd>
            {formatNumber(result.maintenanceCalories)} <span>{t('calc.kcalDay')}</span>
          </dd>
        </div>
        <div className={`${styles.kpi} ${styles.main}`}>
          <dt>{t('targets.calories')}</dt>
          <dd>
            {formatNumber(result.calories)} <span>{t('calc.kcalDay')}</span>
          </dd>
        </div>
      </dl>
      <dl className={styles.macros}>
        <div>
          <dt>{t('catalog:meal.protein')}</dt>
          <dd>{t('catalog:meal.grams', { value: result.protein })}</dd>
        </div>
        <div>
          <dt>{t('catalog:meal.carbs')}</dt>
          <dd>{t('catalog:meal.grams', { value: result.carbs })}</dd>
        </div>
        <div>
          <dt>{t('catalog:meal.fat')}</dt>
          <dd>{t('catalog:meal.grams', { value: result.fat })}</dd>
        </div>
      </dl>
      <details className={styles.formula} open>
        <summary>{t('calc.how')}</summary>
        <p>
          <Trans
            t={t}
            i18nKey="calc.formulaBmr"
            values={{ weight: result.weightKg, height: result.heightCm, age: answers.age, sexTerm, bmr: result.bmr }}
            components={{ bold: <strong /> }}
          />
        </p>
        <p>
          <Trans
            t={t}
            i18nKey="calc.formulaTarget"
            values={{
              factor: activity?.factor ?? '',
              activity: activity?.label ?? answers.activity,
              maintenance: result.maintenanceCalories,
              goal: goal?.label ?? answers.goal,
              adjustment: goal?.adjustment ?? '',
            }}
            components={{ bold: <strong /> }}
          />
          {result.calorieFloorApplied ? t('calc.floor', { min: answers.sex === 'Male' ? 1500 : 1200 }) : ''}.
        </p>
        <p>{t('calc.macrosText')}</p>
      </details>
      {savedNote && <p className={styles.saved}>{savedNote}</p>}
      <h3 className={styles.subtitle}>{t('calc.plansFit')}</h3>
      {result.recommendedPlans.length === 0 ? (
        <p className={styles.muted}>
          {t('calc.noPlans')} <Link to="/plans_and_packages">{t('calc.browseAll')}</Link>.
        </p>
      ) : (
        <ul className={styles.plans}>
          {result.recommendedPlans.slice(0, 3).map((plan) => (
            <li key={plan.id} className={styles.plan}>
              <span className={styles.planName}>{plan.name}</span>
              {plan.caloriesPerDay != null && (
                <span className={styles.muted}>
                  ≈ {formatNumber(plan.caloriesPerDay)} {t('calc.kcalDay')}
                </span>
              )}
              <Link
                className="btn btn-primary"
                to={`/meal-plan-selection?plan=${encodeURIComponent(plan.id)}`}
                aria-label={t('calc.choosePlanLabel', { name: plan.name })}
              >
                {t('catalog:planCard.choose')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
