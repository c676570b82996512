import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { formatDubaiLong } from '../../../lib/dates';
import { errorMessage } from '../../../lib/graphql-errors';
import { LEGAL_PAGES, legalKindOf, legalPath } from '../../../lib/legal';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLegalDocument } from '../hooks/use-legal-document';
import styles from './LegalPage.module.css';

/**
 * /legal/{terms|privacy|refunds|delivery}: a legal page in the reader's language, the version in force or
 * `?version=N`, with its date and the list of every version (older ones stay readable). The body is HTML the
 * server sanitized when staff published it.
 */
export default function LegalPage() {
  const { t } = useTranslation('content');
  const { slug } = useParams<{ slug: string }>();
  const [params] = useSearchParams();
  const kind = legalKindOf(slug);
  const asked = Number(params.get('version'));
  const version = Number.isInteger(asked) && asked > 0 ? asked : null;
  const { data, error, refetch } = useLegalDocument(kind, version);
  const doc = data?.legalDocument;
  usePageTitle(doc?.title ?? t('legal.title'), t('legal.description'));

  if (!kind) {
    return (
      <div className={styles.page}>
        <EmptyState title={t('legal.notFound')} message={t('legal.notFoundText')}>
          <Link to={legalPath('Terms')} className="btn btn-primary">
            {t('legal.pages.Terms')}
          </Link>
        </EmptyState>
      </div>
    );
  }
  if (error && !data) {
    return (
      <div className={styles.page}>
        <ErrorState title={t('legal.error')} message={errorMessage(error)} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!doc) {
    return (
      <div className={styles.page} role="status" aria-label={t('legal.loading')}>
        <Skeleton width="60%" height={40} />
        <Skeleton width="30%" height={16} className={styles.meta} />
        <Skeleton height={16} className={styles.prose} />
        <Skeleton height={16} />
        <Skeleton width="70%" height={16} />
      </div>
    );
  }

  const path = legalPath(kind);
  return (
    <article className={styles.page} aria-labelledby="legal-title">
      <h1 id="legal-title" className={styles.title}>
        {doc.title}
      </h1>
      <p className={styles.meta}>{t('legal.versionOf', { version: doc.version, date: formatDubaiLong(doc.publishedAt) })}</p>
      {!doc.current && (
        <p className={styles.notice} role="note">
          {t('legal.oldVersion')} <Link to={path}>{t('legal.readCurrent')}</Link>
        </p>
      )}
      <div className={styles.prose} dangerouslySetInnerHTML={{ __html: doc.body }} />

      <section className={styles.versions} aria-labelledby="legal-versions">
        <h2 id="legal-versions">{t('legal.versions')}</h2>
        <ul>
          {data.legalVersions.map((v) => (
            <li key={v.version}>
              {v.version === doc.version ? (
                <strong aria-current="page">{t('legal.versionOf', { version: v.version, date: formatDubaiLong(v.publishedAt) })}</strong>
              ) : (
                <Link to={`${path}?version=${v.version}`}>
                  {t('legal.versionOf', { version: v.version, date: formatDubaiLong(v.publishedAt) })}
                </Link>
              )}
              {v.summary ? ` · ${v.summary}` : ''}
            </li>
          ))}
        </ul>
        <nav className={styles.otherPages} aria-label={t('legal.otherPages')}>
          {LEGAL_PAGES.filter((p) => p.kind !== kind).map((p) => (
            <Link key={p.slug} to={legalPath(p.kind)}>
              {t(`legal.pages.${p.kind}`)}
            </Link>
          ))}
        </nav>
      </section>
    </article>
  );
}
