import type { UserPackageInfo } from '../../../lib/session';
import { formatAed } from '../../../lib/money';
import { formatCalendarDay } from '../utils/dates';
import { DURATION_DAYS, describeMeals, mealsLabel } from '../utils/selection';
import styles from './PackageDetails.module.css';

/** The selection of a cart package: plan, duration, meals per day, start date and package price. */
export function PackageDetails({ pkg, showPrice = true }: { pkg: UserPackageInfo; showPrice?: boolean }) {
  const days = DURATION_DAYS[pkg.days];
  return (
    <dl className={styles.details}>
      <div>
        <dt>Plan</dt>
        <dd>
          {pkg.package.name}
          {pkg.package.promotion && (
            <span className={styles.promo}>{pkg.package.promotion.name} · {pkg.package.promotion.discount_percentage}% off</span>
          )}
        </dd>
      </div>
      <div>
        <dt>Duration</dt>
        <dd>{pkg.days}{days ? ` (${days} delivery days)` : ''}</dd>
      </div>
      <div>
        <dt>Meals per day</dt>
        <dd>
          {mealsLabel(pkg.mealsCount)}
          <span className={styles.sub}>{describeMeals(pkg)}</span>
        </dd>
      </div>
      <div>
        <dt>Start date</dt>
        <dd>{pkg.startDate ? formatCalendarDay(pkg.startDate) : '—'}</dd>
      </div>
      {showPrice && (
        <div>
          <dt>Price</dt>
          <dd>
            {formatAed(pkg.price)}
            <span className={styles.sub}>Package price before VAT and discounts</span>
          </dd>
        </div>
      )}
    </dl>
  );
}
