import { useTranslation } from 'react-i18next';
import type { UserPackageInfo } from '../../../lib/session';
import { formatAed } from '../../../lib/money';
import { formatCalendarDay } from '../utils/dates';
import { DURATION_DAYS, describeMeals, mealsLabel } from '../utils/selection';
import styles from './PackageDetails.module.css';

/** The selection of a cart package: plan, duration, meals per day, start date and package price. */
export function PackageDetails({ pkg, showPrice = true }: { pkg: UserPackageInfo; showPrice?: boolean }) {
  const { t } = useTranslation('ordering');
  const days = DURATION_DAYS[pkg.days];
  return (
    <dl className={styles.details}>
      <div>
        <dt>{t('details.plan')}</dt>
        <dd>
          {pkg.package.name}
          {pkg.package.promotion && (
            <span className={styles.promo}>{pkg.package.promotion.name} · {t('details.off', { percent: pkg.package.promotion.discount_percentage })}</span>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('selection.duration')}</dt>
        <dd>{t(`durations.${pkg.days}`, { defaultValue: pkg.days })}{days ? ` (${t('selection.deliveryDays', { count: days })})` : ''}</dd>
      </div>
      <div>
        <dt>{t('selection.mealsPerDay')}</dt>
        <dd>
          {mealsLabel(pkg.mealsCount)}
          <span className={styles.sub}>{describeMeals(pkg)}</span>
        </dd>
      </div>
      <div>
        <dt>{t('selection.startDate')}</dt>
        <dd>{pkg.startDate ? formatCalendarDay(pkg.startDate) : '—'}</dd>
      </div>
      {showPrice && (
        <div>
          <dt>{t('details.price')}</dt>
          <dd>
            {formatAed(pkg.price)}
            <span className={styles.sub}>{t('details.priceNote')}</span>
          </dd>
        </div>
      )}
    </dl>
  );
}
