import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { SectionHeading } from '../../../components/ui/SectionHeading';
import { Skeleton } from '../../../components/ui/Skeleton';
import { CardSkeletons } from '../../../components/ui/CardSkeletons';
import { errorMessage } from '../../../lib/graphql-errors';
import { formatAed } from '../../../lib/money';
import { setActiveTab } from '../../../lib/session';
import { useLandingPlans, type LandingPlan } from '../hooks/use-landing-plans';
import styles from './PlansPreview.module.css';

/** A plan on the landing page: the VAT-inclusive price, what checkout charges. */
function PlanCard({ plan }: { plan: LandingPlan }) {
  const { t } = useTranslation('landing');
  const promo = plan.promotion;
  const period = plan.isTrial ? t('plans.periodTrial') : t('plans.periodMonth');
  return (
    <article className={`${styles.card} ${promo ? styles.promoted : ''}`}>
      <div className={styles.media}>
        <img src={plan.image} alt="" width={280} height={180} loading="lazy" />
        {plan.isTrial && <span className={styles.tag}>{t('plans.tryFirst')}</span>}
        {promo && <span className={styles.badge}>{t('plans.off', { percent: promo.discountPercentage })}</span>}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name} dir="auto">
          <Link to={`/meal-plan-selection?plan=${encodeURIComponent(plan.id)}`} className={styles.stretched}>
            {plan.name}
          </Link>
        </h3>
        {plan.caloriesPerDay ? <p className={styles.kcal}>{t('plans.kcal', { kcal: plan.caloriesPerDay })}</p> : null}
        <p className={styles.price}>
          {promo && (
            <>
              <span className="visually-hidden">{t('plans.was')} </span>
              <del className={styles.was}>{formatAed(plan.priceInclVat)}</del>
              <span className="visually-hidden">{t('plans.now')} </span>
            </>
          )}
          <span className={styles.nowGroup}>
            <strong className={styles.now}>{formatAed(promo ? promo.discountedPriceInclVat : plan.priceInclVat)}</strong>{' '}
            <span className={styles.vat}>{t('common:vat.inclVat')}</span>
            <span className={styles.period}> / {period}</span>
          </span>
        </p>
        <span className={styles.cta} aria-hidden="true">
          {t('plans.select')}
          <svg viewBox="0 0 24 24" focusable="false">
            <path d="M5 12h14M13 6l6 6-6 6" />
          </svg>
        </span>
      </div>
    </article>
  );
}

/** "Choose your plan" preview on the landing page (LandingPlans query). */
export function PlansPreview() {
  const { data, error, refetch } = useLandingPlans();
  const { t } = useTranslation('landing');

  let content;
  if (error && !data) {
    content = <ErrorState title={t('plans.error')} message={errorMessage(error)} onRetry={refetch} />;
  } else if (!data) {
    content = (
      <CardSkeletons
        count={5}
        label={t('plans.loading')}
        className={styles.grid}
        cardClassName={styles.card}
        bodyClassName={styles.body}
        imageHeight={160}
      >
        <Skeleton width="60%" height={22} />
        <Skeleton width="40%" height={14} />
        <Skeleton width="70%" height={26} />
      </CardSkeletons>
    );
  } else if (data.plans.length === 0) {
    content = <EmptyState title={t('plans.emptyTitle')} message={t('plans.emptyText')} />;
  } else {
    content = (
      <ul className={styles.grid}>
        {data.plans.map((plan) => (
          <li key={plan.id} className={styles.item}>
            <PlanCard plan={plan} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="landing-plans-title">
      <SectionHeading id="landing-plans-title" eyebrow={t('plans.eyebrow')} title={t('plans.title')} subtitle={t('plans.subtitle')} />
      {content}
      <div className={styles.more}>
        <Link to="/plans_and_packages" className={styles.compare} onClick={() => setActiveTab('Plans & Packages')}>
          {t('plans.compare')}
          <svg className="icon-dir" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M5 12h14M13 6l6 6-6 6" />
          </svg>
        </Link>
      </div>
    </section>
  );
}
