import { Form, Formik, type FormikHelpers } from 'formik';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/graphql-errors';
import { AdminPage, Panel } from '../components/AdminPage';
import styles from '../components/AdminPage.module.css';
import { MealFormFields } from '../components/MealFormFields';
import { useAdminMeal, useUpdateMeal } from '../hooks/use-admin-meals';
import { useAdminText } from '../hooks/use-admin-text';
import { MEAL_ARABIC, mealSchema, toMealInput, type MealFormValues } from '../validation/meal.schema';
import { arabicValues } from '../validation/translations.schema';
import { saveForm } from '../utils/save-form';

/** /dashboard/menus/edit/{id}: the meal form filled with the meal. */
export default function EditMealPage() {
  const t = useAdminText();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, error, refetch } = useAdminMeal(id);
  const [update] = useUpdateMeal();
  const meal = data?.adminMeal;

  function submit(values: MealFormValues, helpers: FormikHelpers<MealFormValues>) {
    return saveForm(
      helpers,
      async () => {
        await update({ variables: { id, input: toMealInput(values) } });
        return t('meals.saved', { name: values.name.trim() });
      },
      () => {
        void navigate('/dashboard/menus');
      },
    );
  }

  return (
    <AdminPage
      title={t('meals.edit')}
      actions={
        <Link to="/dashboard/menus" className={styles.back}>
          {t('back.menu')}
        </Link>
      }
    >
      {error && !meal ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : !meal ? (
        <Spinner size={32} label={t('common.loading')} />
      ) : (
        <Panel>
          <Formik<MealFormValues>
            initialValues={{
              name: meal.name,
              description: meal.description,
              category: meal.category,
              image: meal.image,
              calories: meal.calories,
              protein: meal.protein,
              carbs: meal.carbs,
              fat: meal.fat,
              allergens: meal.allergens,
              tags: meal.tags.join(', '),
              translations: arabicValues(meal.translations, MEAL_ARABIC),
            }}
            validationSchema={mealSchema}
            onSubmit={submit}
          >
            <Form noValidate>
              <MealFormFields />
              <SubmitButton fullWidth={false}>{t('meals.save')}</SubmitButton>
            </Form>
          </Formik>
        </Panel>
      )}
    </AdminPage>
  );
}
