import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import { AdminPage, Panel } from '../components/AdminPage';
import styles from '../components/AdminPage.module.css';
import { useMealOptions, type MealCategory } from '../hooks/use-admin-meals';
import { useAdminPlan, useSetPlanMeals } from '../hooks/use-admin-plans';
import { useAdminText } from '../hooks/use-admin-text';

const CATEGORIES: MealCategory[] = ['Breakfast', 'Lunch', 'Dinner', 'Snack'];

/** /dashboard/plans/menu/{id}: which active meals the plan offers, by category (setPlanMeals). */
export default function PlanMenuPage() {
  const t = useAdminText();
  const { id = '' } = useParams();
  const plan = useAdminPlan(id);
  const meals = useMealOptions();
  const [save, { loading: saving }] = useSetPlanMeals();
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const current = plan.data?.adminPlan;
  const selected = chosen ?? new Set(current?.planMeals.map((m) => m.id) ?? []);

  function toggle(mealId: string) {
    const next = new Set(selected);
    if (next.has(mealId)) next.delete(mealId);
    else next.add(mealId);
    setChosen(next);
  }

  async function submit() {
    try {
      await save({ variables: { planId: id, mealIds: [...selected] } });
      notify.success(t('plans.menu.saved', { name: current?.name ?? t('plans.menu.thePlan') }));
      setChosen(null);
    } catch (e) {
      notify.error(errorMessage(e));
    }
  }

  const error = plan.error ?? meals.error;
  const list = meals.data?.adminMeals.data ?? [];
  return (
    <AdminPage
      title={current ? t('plans.menu.titleNamed', { name: current.name }) : t('plans.menu.title')}
      actions={
        <Link to="/dashboard/plans" className={styles.back}>
          {t('back.plans')}
        </Link>
      }
    >
      {error && (!current || !meals.data) ? (
        <ErrorState
          message={errorMessage(error)}
          onRetry={() => {
            void plan.refetch();
            void meals.refetch();
          }}
        />
      ) : !current || !meals.data ? (
        <Spinner size={32} label={t('common.loading')} />
      ) : (
        <>
          <div className={styles.formGrid}>
            {CATEGORIES.map((category) => {
              const inCategory = list.filter((m) => m.category === category);
              const name = t(`enums.mealCategory.${category}`);
              return (
                <Panel
                  key={category}
                  title={t('plans.menu.categoryCount', {
                    category: name,
                    chosen: inCategory.filter((m) => selected.has(m.id)).length,
                    total: inCategory.length,
                  })}
                >
                  <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                    <legend className="visually-hidden">{t('plans.menu.categoryMeals', { category: name })}</legend>
                    {inCategory.length === 0 && <p className={styles.muted}>{t('plans.menu.noMeals')}</p>}
                    {inCategory.map((meal) => (
                      <label key={meal.id} className={styles.checkboxRow}>
                        <input type="checkbox" checked={selected.has(meal.id)} onChange={() => toggle(meal.id)} />
                        {meal.name} <span className={styles.muted}>{t('plans.menu.kcal', { calories: meal.calories })}</span>
                      </label>
                    ))}
                  </fieldset>
                </Panel>
              );
            })}
          </div>
          <div>
            <Button onClick={() => void submit()} loading={saving}>
              {t('common.save')}
            </Button>
          </div>
        </>
      )}
    </AdminPage>
  );
}
