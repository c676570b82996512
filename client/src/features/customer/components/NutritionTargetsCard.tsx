import { numberLocale } from '../../../lib/money';
import { useReactiveVar } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { Skeleton } from '../../../components/ui/Skeleton';
import { userCaloriesInfoVar } from '../../../lib/session';
import { useMyNutritionProfile } from '../hooks/use-nutrition';
import styles from '../pages/CustomerPages.module.css';

/** The saved nutrition targets (or the last calculation of this visit), with a link to the calculator. */
export function NutritionTargetsCard({ title = 'Nutrition targets' }: { title?: string }) {
  const { data, loading, error } = useMyNutritionProfile();
  const local = useReactiveVar(userCaloriesInfoVar);
  const profile = data?.myNutritionProfile ?? null;
  const targets = profile ?? local;

  return (
    <section className={styles.card} aria-labelledby="nutrition-targets-title">
      <h2 id="nutrition-targets-title" className={styles.sectionTitle}>{title}</h2>
      {loading && !data ? (
        <Skeleton height={80} />
      ) : targets ? (
        <>
          <dl className={styles.facts}>
            <dt>Daily calories</dt><dd>{targets.calories.toLocaleString(numberLocale())} kcal</dd>
            <dt>Protein</dt><dd>{targets.protein} g</dd>
            <dt>Carbs</dt><dd>{targets.carbs} g</dd>
            <dt>Fat</dt><dd>{targets.fat} g</dd>
            {profile && profile.allergens.length > 0 && (<><dt>Allergens</dt><dd>{profile.allergens.join(', ')}</dd></>)}
            {profile && profile.dislikes.length > 0 && (<><dt>Dislikes</dt><dd>{profile.dislikes.join(', ')}</dd></>)}
          </dl>
          <div className={styles.actions}>
            <Link className="btn btn-outline" to="/collect_data_for_nutrition_calculation">Recalculate</Link>
          </div>
        </>
      ) : (
        <>
          <p className={styles.muted}>{error ? 'Your targets could not be loaded right now.' : 'You have not calculated your targets yet.'}</p>
          <div className={styles.actions}>
            <Link className="btn btn-primary" to="/collect_data_for_nutrition_calculation">Calculate my calories</Link>
          </div>
        </>
      )}
    </section>
  );
}
