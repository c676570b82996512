import { useTranslation } from 'react-i18next';
import { formatAed } from '../../../lib/money';
import type { SelectionPlan } from '../utils/selection';
import styles from './SelectionForm.module.css';

interface PlanOptionsProps {
  plans: SelectionPlan[];
  value: string;
  onChange: (planId: string) => void;
}

/** Step 1: the plans as a radio group of cards. */
export function PlanOptions({ plans, value, onChange }: PlanOptionsProps) {
  const { t } = useTranslation('ordering');
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        <span className={styles.step} aria-hidden="true">
          1
        </span>{' '}
        {t('selection.choosePlan')}
      </legend>
      <div className={styles.planGrid}>
        {plans.map((plan) => {
          const checked = plan.id === value;
          return (
            <label key={plan.id} className={`${styles.planCard} ${checked ? styles.checked : ''}`}>
              <input
                type="radio"
                name="planId"
                value={plan.id}
                checked={checked}
                onChange={() => onChange(plan.id)}
                className={styles.radio}
              />
              <span className={styles.planTop}>
                <span className={styles.planName} dir="auto">
                  {plan.name}
                </span>
                {plan.isTrial && <span className={styles.badgeTrial}>{t('catalog:planCard.trial')}</span>}
                {plan.promotion && (
                  <span className={styles.badgePromo}>{t('catalog:planCard.off', { percent: plan.promotion.discountPercentage })}</span>
                )}
              </span>
              <span className={styles.planDescription} dir="auto">
                {plan.description}
              </span>
              {plan.isTrial && <span className={styles.planPrice}>{t('selection.trialPrice', { price: formatAed(plan.price) })}</span>}
              {plan.promotion && <span className={styles.planPromo}>{plan.promotion.name}</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
