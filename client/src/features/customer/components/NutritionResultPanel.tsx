import { numberLocale } from '../../../lib/money';
import { Link } from 'react-router-dom';
import type { NutritionResult } from '../hooks/use-nutrition';
import { ACTIVITY_OPTIONS, GOAL_OPTIONS } from '../utils/nutrition';
import type { ActivityLevel, Goal, Sex } from '../../../generated/graphql';
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
  const sexTerm = answers.sex === 'Male' ? '+ 5 (men)' : '− 161 (women)';

  return (
    <section className={styles.panel} aria-labelledby="nutrition-result-title" aria-live="polite">
      <h2 id="nutrition-result-title" className={styles.title}>Your daily targets</h2>
      <dl className={styles.kpis}>
        <div className={styles.kpi}>
          <dt>BMR</dt>
          <dd>{result.bmr.toLocaleString(numberLocale())} <span>kcal/day</span></dd>
        </div>
        <div className={styles.kpi}>
          <dt>Maintenance</dt>
          <dd>{result.maintenanceCalories.toLocaleString(numberLocale())} <span>kcal/day</span></dd>
        </div>
        <div className={`${styles.kpi} ${styles.main}`}>
          <dt>Daily calories</dt>
          <dd>{result.calories.toLocaleString(numberLocale())} <span>kcal/day</span></dd>
        </div>
      </dl>
      <dl className={styles.macros}>
        <div><dt>Protein</dt><dd>{result.protein} g</dd></div>
        <div><dt>Carbs</dt><dd>{result.carbs} g</dd></div>
        <div><dt>Fat</dt><dd>{result.fat} g</dd></div>
      </dl>
      <details className={styles.formula} open>
        <summary>How we calculated it</summary>
        <p>
          Basal metabolic rate (Mifflin-St Jeor): 10 × weight ({result.weightKg} kg) + 6.25 × height ({result.heightCm} cm)
          − 5 × age ({answers.age}) {sexTerm} = <strong>{result.bmr} kcal</strong>.
        </p>
        <p>
          Multiplied by your activity factor {activity?.factor ?? ''} ({activity?.label ?? answers.activity}) gives the maintenance
          energy of <strong>{result.maintenanceCalories} kcal</strong>; for your goal ({goal?.label ?? answers.goal}) the target is {goal?.adjustment ?? ''}
          {result.calorieFloorApplied ? `, raised to the safe minimum of ${answers.sex === 'Male' ? 1500 : 1200} kcal` : ''}.
        </p>
        <p>Fat is 25% of the energy (9 kcal/g), protein follows your weight and goal (4 kcal/g), and carbohydrates fill the rest (4 kcal/g).</p>
      </details>
      {savedNote && <p className={styles.saved}>{savedNote}</p>}
      <h3 className={styles.subtitle}>Plans that fit</h3>
      {result.recommendedPlans.length === 0 ? (
        <p className={styles.muted}>No plan lists its daily calories yet. <Link to="/plans_and_packages">Browse all plans</Link>.</p>
      ) : (
        <ul className={styles.plans}>
          {result.recommendedPlans.slice(0, 3).map((plan) => (
            <li key={plan.id} className={styles.plan}>
              <span className={styles.planName}>{plan.name}</span>
              {plan.caloriesPerDay != null && <span className={styles.muted}>≈ {plan.caloriesPerDay.toLocaleString(numberLocale())} kcal/day</span>}
              <Link className="btn btn-primary" to={`/meal-plan-selection?plan=${encodeURIComponent(plan.id)}`} aria-label={`Choose ${plan.name}`}>
                Choose plan
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
