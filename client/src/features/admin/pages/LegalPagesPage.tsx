import { Form, Formik, type FormikHelpers } from 'formik';
import { Link, useSearchParams } from 'react-router-dom';
import { object, string } from 'yup';
import { SubmitButton, TextField } from '../../../components/form';
import { RichTextEditor } from '../../../components/form/RichTextEditor';
import { Button } from '../../../components/ui/Button';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Spinner } from '../../../components/ui/Spinner';
import { formatDubaiLong } from '../../../lib/dates';
import { errorMessage } from '../../../lib/graphql-errors';
import { LEGAL_PAGES, legalPath, type LegalKindName } from '../../../lib/legal';
import { LEGAL_BODY_MAX, LEGAL_SUMMARY_MAX, LEGAL_TITLE_MAX } from '../../../lib/limits';
import { notify } from '../../../lib/toast';
import { AdminPage, Panel } from '../components/AdminPage';
import styles from '../components/AdminPage.module.css';
import { useLegalDocumentSource, usePublishLegalDocument } from '../hooks/use-admin-legal';
import { useAdminText, type AdminT } from '../hooks/use-admin-text';

interface LegalFormValues {
  title: string;
  body: string;
  titleAr: string;
  bodyAr: string;
  summary: string;
  summaryAr: string;
}

const schema = (t: AdminT) =>
  object({
    title: string().trim().required(t('legal.required')).max(LEGAL_TITLE_MAX),
    body: string().trim().required(t('legal.required')).max(LEGAL_BODY_MAX),
    titleAr: string().trim().required(t('legal.required')).max(LEGAL_TITLE_MAX),
    bodyAr: string().trim().required(t('legal.required')).max(LEGAL_BODY_MAX),
    summary: string().trim().max(LEGAL_SUMMARY_MAX),
    summaryAr: string().trim().max(LEGAL_SUMMARY_MAX),
  });

/**
 * /dashboard/legal (staff): the legal pages (terms, privacy, refunds, delivery). Each page shows its version in force
 * and publishes the next one, in English and Arabic, from the current texts; the public page keeps every version.
 */
export default function LegalPagesPage() {
  const t = useAdminText();
  const [params, setParams] = useSearchParams();
  const kind: LegalKindName = LEGAL_PAGES.find((p) => p.kind === params.get('page'))?.kind ?? 'Terms';
  const source = useLegalDocumentSource(kind);
  const [publish] = usePublishLegalDocument();
  const doc = source.data?.legalDocumentSource;

  async function submit(values: LegalFormValues, helpers: FormikHelpers<LegalFormValues>) {
    try {
      const { data } = await publish({
        variables: { input: { kind, ...values, summary: values.summary || null, summaryAr: values.summaryAr || null } },
      });
      notify.success(t('legal.published', { version: data?.publishLegalDocument.version ?? '' }));
      helpers.resetForm();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  }

  return (
    <AdminPage title={t('legal.title')} intro={t('legal.intro')}>
      <nav className={styles.inline} aria-label={t('legal.pages')}>
        {LEGAL_PAGES.map((p) => (
          <Button
            key={p.kind}
            variant={p.kind === kind ? 'primary' : 'outline'}
            aria-pressed={p.kind === kind}
            onClick={() => setParams({ page: p.kind })}
          >
            {t(`legal.kinds.${p.kind}`)}
          </Button>
        ))}
      </nav>
      {source.error && !doc ? (
        <ErrorState message={errorMessage(source.error)} onRetry={() => void source.refetch()} />
      ) : !doc ? (
        <Spinner size={32} label={t('common.loading')} />
      ) : (
        <Panel
          title={t('legal.inForce', { version: doc.version, date: formatDubaiLong(doc.publishedAt) })}
          actions={
            <Link to={legalPath(kind)} target="_blank" rel="noopener">
              {t('legal.view')}
            </Link>
          }
        >
          <Formik<LegalFormValues>
            key={`${kind}-${doc.version}`}
            initialValues={{ title: doc.title, body: doc.body, titleAr: doc.titleAr, bodyAr: doc.bodyAr, summary: '', summaryAr: '' }}
            validationSchema={schema(t)}
            onSubmit={submit}
          >
            {({ values, errors, touched, setFieldValue, setFieldTouched }) => (
              <Form noValidate>
                <TextField name="title" label={t('legal.fields.title')} maxLength={LEGAL_TITLE_MAX} />
                <RichTextEditor
                  label={t('legal.fields.body')}
                  value={values.body}
                  onChange={(html) => void setFieldValue('body', html)}
                  onBlur={() => void setFieldTouched('body', true)}
                  error={touched.body ? errors.body : undefined}
                />
                <TextField name="titleAr" label={t('legal.fields.titleAr')} maxLength={LEGAL_TITLE_MAX} dir="rtl" lang="ar" />
                <RichTextEditor
                  label={t('legal.fields.bodyAr')}
                  value={values.bodyAr}
                  onChange={(html) => void setFieldValue('bodyAr', html)}
                  onBlur={() => void setFieldTouched('bodyAr', true)}
                  error={touched.bodyAr ? errors.bodyAr : undefined}
                />
                <TextField name="summary" label={t('legal.fields.summary')} maxLength={LEGAL_SUMMARY_MAX} />
                <TextField name="summaryAr" label={t('legal.fields.summaryAr')} maxLength={LEGAL_SUMMARY_MAX} dir="rtl" lang="ar" />
                <p className={styles.muted}>{t('legal.publishNote')}</p>
                <SubmitButton>{t('legal.publish', { version: doc.version + 1 })}</SubmitButton>
              </Form>
            )}
          </Formik>
        </Panel>
      )}
    </AdminPage>
  );
}
