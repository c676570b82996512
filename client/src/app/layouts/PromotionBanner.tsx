import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useActivePromotions } from '../../lib/hooks/use-active-promotions';
import styles from './PromotionBanner.module.css';

const PROMOTION_SEPARATOR = ' ✦ ';

/** Roughly how wide the repeated group must be to fill wide screens without a gap (px). */
const MIN_GROUP_WIDTH = 2400;
/** Approximate width of one character of banner text (px) and the scroll speed (px/s). */
const CHAR_WIDTH = 8;
const SPEED = 70;

/**
 * The optional scrolling banner above the navbar (spec section 2): the texts of the running
 * promotions joined with a separator, as a CSS marquee. While the list loads an empty strip of
 * the banner's height holds its place (so the page below does not jump when it arrives); hidden
 * on error and when there are none (it is decoration; the promotions also show on the plan cards).
 */
export function PromotionBanner() {
  const { data, error } = useActivePromotions();
  const { t } = useTranslation('common');
  if (!data && !error) return <div className={styles.reserve} aria-hidden="true" data-testid="promotion-banner-reserve" />;
  const texts = (data?.activePromotions ?? []).map((p) => p.text.trim()).filter(Boolean);
  if (texts.length === 0) return null;

  const line = texts.join(PROMOTION_SEPARATOR);
  const unitWidth = (line.length + PROMOTION_SEPARATOR.length) * CHAR_WIDTH;
  const copies = Math.max(1, Math.ceil(MIN_GROUP_WIDTH / unitWidth));
  const style = { '--marquee-duration': `${Math.round((copies * unitWidth) / SPEED)}s` } as CSSProperties;
  const group = Array.from({ length: copies }, (_, i) => (
    <span key={i} className={styles.item}>
      {line}
      <span className={styles.separator}>{PROMOTION_SEPARATOR}</span>
    </span>
  ));

  return (
    <aside className={styles.banner} aria-label={t('promotions')}>
      <p className={styles.static} dir="auto">
        {line}
      </p>
      <div className={styles.viewport} aria-hidden="true">
        <div className={styles.track} style={style}>
          <span className={styles.group}>{group}</span>
          <span className={styles.group}>{group}</span>
        </div>
      </div>
    </aside>
  );
}
