import { Form, Formik, type FormikHelpers } from 'formik';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/graphql-errors';
import { AdminPage, Panel } from '../components/AdminPage';
import styles from '../components/AdminPage.module.css';
import { PlanFormFields } from '../components/PlanFormFields';
import { useAdminPlan, useUpdatePlan } from '../hooks/use-admin-plans';
import { useAdminText } from '../hooks/use-admin-text';
import { utcDayToLocal } from '../../../lib/dates';
import { toAedInput } from '../../../lib/money';
import { PLAN_ARABIC, planSchema, toPlanInput, weeksFormValues, type PlanFormValues } from '../validation/plan.schema';
import { arabicValues } from '../validation/translations.schema';
import { saveForm } from '../utils/save-form';

/** /dashboard/plans/edit/{id}: the plan form filled with the plan. */
export default function EditPlanPage() {
  const t = useAdminText();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, error, refetch } = useAdminPlan(id);
  const [update] = useUpdatePlan();
  const plan = data?.adminPlan;

  function submit(values: PlanFormValues, helpers: FormikHelpers<PlanFormValues>) {
    return saveForm(
      helpers,
      async () => {
        await update({ variables: { id, input: toPlanInput(values) } });
        return t('plans.saved', { name: values.name.trim() });
      },
      () => {
        void navigate('/dashboard/plans');
      },
    );
  }

  return (
    <AdminPage
      title={t('plans.edit')}
      actions={
        <Link to="/dashboard/plans" className={styles.back}>
          {t('back.plans')}
        </Link>
      }
    >
      {error && !plan ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : !plan ? (
        <Spinner size={32} label={t('common.loading')} />
      ) : (
        <Panel>
          <Formik<PlanFormValues>
            initialValues={{
              name: plan.name,
              description: plan.description,
              image: plan.image,
              price: toAedInput(plan.price),
              breakfast: toAedInput(plan.dailyPrices.breakfast),
              lunch: toAedInput(plan.dailyPrices.lunch),
              dinner: toAedInput(plan.dailyPrices.dinner),
              snacks: toAedInput(plan.dailyPrices.snacks),
              startDate: utcDayToLocal(plan.startDate),
              endDate: utcDayToLocal(plan.endDate),
              isTrial: plan.isTrial,
              sortOrder: plan.sortOrder,
              translations: arabicValues(plan.translations, PLAN_ARABIC),
              weeks: weeksFormValues(plan.deliveryWeeks),
            }}
            validationSchema={planSchema}
            onSubmit={submit}
          >
            <Form noValidate>
              <PlanFormFields />
              <SubmitButton fullWidth={false}>{t('plans.save')}</SubmitButton>
            </Form>
          </Formik>
        </Panel>
      )}
    </AdminPage>
  );
}
