import { ResponsivePie } from '@nivo/pie';
import { useAdminText } from '../hooks/use-admin-text';
import styles from './OrdersDoughnut.module.css';

/** Spec section 9: four colours (yellow, green, two greens), hole 0.5, 250 px high. */
export const DOUGHNUT_COLOURS = ['#f5c542', '#2fb36f', '#1f7a4d', '#0f3d27'] as const;
export const DOUGHNUT_HEIGHT = 250;

export interface OrderTypeSlice {
  _id: string;
  count: number;
}

/** The doughnut of orders per order type (spec sections 2, 3 "Chart data"), with a text summary. */
export function OrdersDoughnut({ items }: { items: readonly OrderTypeSlice[] }) {
  const t = useAdminText();
  // Slices and legend are named in the interface language (the order types' own values stay the ids).
  const label = (type: string) => t(`enums.orderType.${type}`, { defaultValue: type });
  const data = items.map((item) => ({ id: item._id, label: label(item._id), value: item.count }));
  const total = items.reduce((sum, item) => sum + item.count, 0);
  return (
    <figure className={styles.figure}>
      <div className={styles.chart} style={{ height: DOUGHNUT_HEIGHT }} data-testid="orders-doughnut" aria-hidden="true">
        {total > 0 ? (
          <ResponsivePie
            data={data}
            colors={[...DOUGHNUT_COLOURS]}
            innerRadius={0.5}
            padAngle={1}
            cornerRadius={3}
            margin={{ top: 10, right: 10, bottom: 50, left: 10 }}
            enableArcLinkLabels={false}
            arcLabelsTextColor="#ffffff"
            animate={false}
            legends={[
              {
                anchor: 'bottom',
                direction: 'row',
                translateY: 40,
                itemWidth: 80,
                itemHeight: 18,
                symbolSize: 12,
                symbolShape: 'circle',
                itemTextColor: 'var(--text-secondary)',
              },
            ]}
          />
        ) : (
          <p className={styles.none}>{t('analytics.noOrders')}</p>
        )}
      </div>
      <figcaption>
        <span className="visually-hidden">{t('analytics.chartSummary', { total })}</span>
        <ul className={styles.summary}>
          {items.map((item, i) => (
            <li key={item._id}>
              <span className={styles.swatch} style={{ background: DOUGHNUT_COLOURS[i % DOUGHNUT_COLOURS.length] }} aria-hidden="true" />
              {label(item._id)}: <strong>{item.count}</strong>
              {total > 0 && <span className={styles.pct}> ({Math.round((item.count / total) * 100)}%)</span>}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
