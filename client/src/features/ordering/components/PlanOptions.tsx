import { useTranslation } from 'react-i18next';
import { formatAed } from '../../../lib/money';
import type { SelectionPlan } from '../utils/selection';
import styles from './SelectionForm.module.css';
import { ChoiceOption, SelectionStep } from './SelectionStep';

interface PlanOptionsProps {
  plans: SelectionPlan[];
  value: string;
  onChange: (planId: string) => void;
}

/** Step 1: the plans as a radio group of cards; the trial's price VAT-inclusive (the server's `priceInclVat`), its net beside it. */
export function PlanOptions({ plans, value, onChange }: PlanOptionsProps) {
  const { t } = useTranslation('ordering');
  return (
    <SelectionStep step={1} legend={t('selection.choosePlan')}>
      <div className={styles.planGrid}>
        {plans.map((plan) => (
          <ChoiceOption
            key={plan.id}
            name="planId"
            value={plan.id}
            checked={plan.id === value}
            onSelect={() => onChange(plan.id)}
            className={styles.planCard}
          >
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
            {plan.isTrial && <span className={styles.planPrice}>{t('selection.trialPrice', { price: formatAed(plan.priceInclVat) })}</span>}
            {plan.promotion && <span className={styles.planPromo}>{plan.promotion.name}</span>}
          </ChoiceOption>
        ))}
      </div>
    </SelectionStep>
  );
}
