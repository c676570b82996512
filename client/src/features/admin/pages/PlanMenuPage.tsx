import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Spinner } from '../../../components/ui/Spinner';
import { AdminPlanDocument, MealOptionsDocument, SetPlanMealsDocument, type MealCategory } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/apollo-client';
import { notify } from '../../../lib/toast';
import { AdminPage, Panel } from '../components/AdminPage';
import styles from '../components/AdminPage.module.css';

const CATEGORIES: MealCategory[] = ['Breakfast', 'Lunch', 'Dinner', 'Snack'];

/** /dashboard/plans/menu/{id}: which active meals the plan offers, by category (setPlanMeals). */
export default function PlanMenuPage() {
  const { id = '' } = useParams();
  const plan = useQuery(AdminPlanDocument, { variables: { id } });
  const meals = useQuery(MealOptionsDocument);
  const [save, { loading: saving }] = useMutation(SetPlanMealsDocument);
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const current = plan.data?.adminPlan;
  const selected = chosen ?? new Set(current?.planMeals.map((m) => m.id) ?? []);

  function toggle(mealId: string) {
    const next = new Set(selected);
    if (next.has(mealId)) next.delete(mealId); else next.add(mealId);
    setChosen(next);
  }

  async function submit() {
    try {
      await save({ variables: { planId: id, mealIds: [...selected] } });
      notify.success(`Meals of ${current?.name ?? 'the plan'} saved.`);
      setChosen(null);
    } catch (e) {
      notify.error(errorMessage(e));
    }
  }

  const error = plan.error ?? meals.error;
  const list = meals.data?.adminMeals.data ?? [];
  return (
    <AdminPage title={current ? `Meals of ${current.name}` : 'Plan menu'} actions={<Link to="/dashboard/plans" className={styles.back}>← Plans</Link>}>
      {error && (!current || !meals.data) ? <ErrorState message={errorMessage(error)} onRetry={() => { void plan.refetch(); void meals.refetch(); }} /> : !current || !meals.data ? <Spinner size={32} label="Loading" /> : (
        <>
          <div className={styles.formGrid}>
            {CATEGORIES.map((category) => {
              const inCategory = list.filter((m) => m.category === category);
              return (
                <Panel key={category} title={`${category} (${inCategory.filter((m) => selected.has(m.id)).length}/${inCategory.length})`}>
                  <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                    <legend className="visually-hidden">{category} meals</legend>
                    {inCategory.length === 0 && <p className={styles.muted}>No active meals.</p>}
                    {inCategory.map((meal) => (
                      <label key={meal.id} className={styles.checkboxRow}>
                        <input type="checkbox" checked={selected.has(meal.id)} onChange={() => toggle(meal.id)} />
                        {meal.name} <span className={styles.muted}>· {meal.calories} kcal</span>
                      </label>
                    ))}
                  </fieldset>
                </Panel>
              );
            })}
          </div>
          <div>
            <button type="button" className="btn btn-primary" onClick={() => void submit()} disabled={saving} aria-busy={saving || undefined}>
              {saving && <span className="spinner" style={{ width: 16, height: 16 }} aria-hidden="true" />}Save
            </button>
          </div>
        </>
      )}
    </AdminPage>
  );
}
