import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { SectionHeading } from '../../../components/ui/SectionHeading';
import { Skeleton } from '../../../components/ui/Skeleton';
import { CardSkeletons } from '../../../components/ui/CardSkeletons';
import { errorMessage } from '../../../lib/graphql-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { PlanCard } from '../components/PlanCard';
import { usePlans } from '../hooks/use-plans';
import styles from './PlansPage.module.css';

/** The anchor of spec section 2 (the landing Order Now button links here). */
const CHOOSE_PLAN_SECTION_ID = 'choose-your-plan-section';

const PERKS = ['plans.perk1', 'plans.perk2', 'plans.perk3'] as const;

/** /plans_and_packages: every active plan with prices and its promotion. */
export default function PlansPage() {
  const { t } = useTranslation('catalog');
  usePageTitle(t('plans.pageTitle'), t('plans.pageDescription'));
  const { data, error, refetch } = usePlans();
  const { hash } = useLocation();
  const loaded = data !== undefined;

  // The hash target only has its final position once the cards are in: scroll after the data loads.
  useEffect(() => {
    if (!loaded || hash !== `#${CHOOSE_PLAN_SECTION_ID}`) return;
    const frame = requestAnimationFrame(() => {
      document.getElementById(CHOOSE_PLAN_SECTION_ID)?.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [loaded, hash]);

  let content;
  if (error && !data) {
    content = <ErrorState title={t('plans.error')} message={errorMessage(error)} onRetry={() => void refetch()} />;
  } else if (!data) {
    content = (
      <CardSkeletons
        count={3}
        label={t('plans.loading')}
        className={styles.grid}
        cardClassName={styles.skeletonCard}
        bodyClassName={styles.skeletonBody}
      >
        <Skeleton width="50%" height={26} />
        <Skeleton height={14} />
        <Skeleton width="80%" height={14} />
        <Skeleton height={64} radius={12} />
        <Skeleton height={120} radius={12} />
        <Skeleton height={48} radius={999} />
      </CardSkeletons>
    );
  } else if (data.plans.length === 0) {
    content = <EmptyState title={t('plans.emptyTitle')} message={t('plans.emptyText')} />;
  } else {
    content = (
      <>
        <ul className={styles.grid}>
          {data.plans.map((plan, index) => (
            <li key={plan.id} className={styles.item}>
              <PlanCard plan={plan} priority={index === 0} />
            </li>
          ))}
        </ul>
        <p className={styles.note}>{t('plans.note')}</p>
      </>
    );
  }

  return (
    <>
      <header className={styles.intro}>
        <div className={styles.introInner}>
          <SectionHeading as="h1" eyebrow={t('plans.eyebrow')} title={t('plans.title')} subtitle={t('plans.subtitle')} />
          <ul className={styles.perks}>
            {PERKS.map((perk) => (
              <li key={perk}>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M5 12.5l4.5 4.5L19 7.5" />
                </svg>
                {t(perk)}
              </li>
            ))}
          </ul>
        </div>
      </header>

      <section id={CHOOSE_PLAN_SECTION_ID} className={styles.section} aria-labelledby="choose-your-plan-title">
        <SectionHeading id="choose-your-plan-title" title={t('plans.chooseTitle')} subtitle={t('plans.chooseSubtitle')} />
        {content}
      </section>
    </>
  );
}
