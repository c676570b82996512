import { useTranslation } from 'react-i18next';
import { allergenKey } from '../../../lib/allergens';
import { Link } from 'react-router-dom';
import { Skeleton } from '../../../components/ui/Skeleton';
import { userCaloriesInfoVar } from '../../../lib/session';
import { useMyNutritionProfile } from '../hooks/use-nutrition';
import styles from '../pages/CustomerPages.module.css';
import { useVar } from '../../../lib/store';

/** The saved nutrition targets (or the last calculation of this visit), with a link to the calculator. */
export function NutritionTargetsCard({ title }: { title?: string }) {
  const { t } = useTranslation('customer');
  const { data, loading, error } = useMyNutritionProfile();
  const local = useVar(userCaloriesInfoVar);
  const profile = data?.myNutritionProfile ?? null;
  const targets = profile ?? local;

  return (
    <section className={styles.card} aria-labelledby="nutrition-targets-title">
      <h2 id="nutrition-targets-title" className={styles.sectionTitle}>
        {title ?? t('targets.title')}
      </h2>
      {loading && !data ? (
        <Skeleton height={80} />
      ) : targets ? (
        <>
          <dl className={styles.facts}>
            <dt>{t('targets.calories')}</dt>
            <dd>{t('targets.kcal', { value: targets.calories })}</dd>
            <dt>{t('catalog:meal.protein')}</dt>
            <dd>{t('catalog:meal.grams', { value: targets.protein })}</dd>
            <dt>{t('catalog:meal.carbs')}</dt>
            <dd>{t('catalog:meal.grams', { value: targets.carbs })}</dd>
            <dt>{t('catalog:meal.fat')}</dt>
            <dd>{t('catalog:meal.grams', { value: targets.fat })}</dd>
            {profile && profile.allergens.length > 0 && (
              <>
                <dt>{t('targets.allergens')}</dt>
                <dd>{profile.allergens.map((a) => t(allergenKey(a))).join(t('ordering:listSeparator'))}</dd>
              </>
            )}
            {profile && profile.dislikes.length > 0 && (
              <>
                <dt>{t('targets.dislikes')}</dt>
                <dd>{profile.dislikes.join(t('ordering:listSeparator'))}</dd>
              </>
            )}
          </dl>
          <div className={styles.actions}>
            <Link className="btn btn-outline" to="/collect_data_for_nutrition_calculation">
              {t('targets.recalculate')}
            </Link>
          </div>
        </>
      ) : (
        <>
          <p className={styles.muted}>{error ? t('targets.error') : t('targets.none')}</p>
          <div className={styles.actions}>
            <Link className="btn btn-primary" to="/collect_data_for_nutrition_calculation">
              {t('targets.calculate')}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
