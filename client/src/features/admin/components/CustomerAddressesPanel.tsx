import { ErrorState } from '../../../components/ui/ErrorState';
import { Spinner } from '../../../components/ui/Spinner';
import { weekdayNames, type WeekdayName } from '../../../lib/dates';
import { addressLabelText, addressLine } from '../../../lib/delivery-address';
import { errorMessage } from '../../../lib/graphql-errors';
import i18n from '../../../i18n';
import { useCustomerAddressBook } from '../hooks/use-admin-customers';
import { useAdminText } from '../hooks/use-admin-text';
import { Panel } from './AdminPage';
import styles from './AdminPage.module.css';

/** The API's weekdays, 0 Sunday ... 6 Saturday, by name. */
const WEEKDAYS: readonly WeekdayName[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * The staff customer page's "Delivery addresses" (docs/decisions/0088-an-address-book-and-an-address-per-day.md),
 * read-only: each address of the customer's book with its label (Home and Office in the reader's language), the
 * default marked, its instructions; then the weekday rules ("Every Sunday: Office"), the week from Monday, or a line
 * saying every day goes to the default.
 */
export function CustomerAddressesPanel({ customerId }: { customerId: string }) {
  const t = useAdminText();
  const { data, error, refetch } = useCustomerAddressBook(customerId);

  let content;
  if (error && !data) content = <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  else if (!data) content = <Spinner size={24} label={t('common.loading')} />;
  else if (data.customerAddresses.length === 0) content = <p className={styles.muted}>{t('customerAddresses.none')}</p>;
  else {
    const names = weekdayNames(i18n.language);
    // Monday first, as the UAE reads the week.
    const rules = [...data.customerDayAddresses.weekdayRules].sort((a, b) => ((a.weekday + 6) % 7) - ((b.weekday + 6) % 7));
    content = (
      <>
        <ul aria-label={t('customerAddresses.book')}>
          {data.customerAddresses.map((a) => (
            <li key={a.id}>
              <strong>{addressLabelText(a.label)}</strong>
              {a.isDefault && ` · ${t('customerAddresses.default')}`}: <bdi>{addressLine(a)}</bdi>
              {a.instructions && (
                <>
                  {' '}
                  · {t('customerOrders.instructions')}: <bdi>{a.instructions}</bdi>
                </>
              )}
            </li>
          ))}
        </ul>
        <h3 className={styles.muted}>{t('customerAddresses.weekdays')}</h3>
        {rules.length === 0 ? (
          <p className={styles.muted}>{t('customerAddresses.noRules')}</p>
        ) : (
          <ul aria-label={t('customerAddresses.weekdays')}>
            {rules.map((r) => (
              <li key={r.weekday}>
                {t('customerAddresses.rule', { weekday: names[WEEKDAYS[r.weekday]], label: addressLabelText(r.address.label) })}
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }
  return <Panel title={t('customerAddresses.title')}>{content}</Panel>;
}
