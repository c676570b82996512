import { useTranslation } from 'react-i18next';
import { useStoreLinks } from '../../lib/hooks/use-store-links';
import { useTrialPrice } from '../../lib/hooks/use-trial-price';
import { aedFigure } from '../../lib/money';
import styles from './DownloadBanner.module.css';

interface DownloadBannerProps {
  /**
   * `normal`: the meals-served image and store links; `ambassador`: the 7-day trial offer heading, its price
   * the trial plan's VAT-inclusive price (what checkout charges), shown once it has arrived.
   */
  variant?: 'normal' | 'ambassador';
}

/**
 * Mobile-app download banner (spec section 1) with a badge per app store the server configures
 * (APP_STORE_URL, GOOGLE_PLAY_URL). With none configured (or while the settings load) nothing promises an app:
 * the `normal` banner, which is only about the app, is not shown, and the `ambassador` offer says to start
 * the trial on the site instead of "Download the app".
 */
export function DownloadBanner({ variant = 'normal' }: DownloadBannerProps) {
  const stores = useStoreLinks();
  const trialPrice = useTrialPrice();
  const headingId = `download-banner-${variant}`;
  const isAmbassador = variant === 'ambassador';
  const { t } = useTranslation('common');
  if (!isAmbassador && stores.length === 0) return null;
  if (isAmbassador && trialPrice === null) return null;
  const trialFigure = trialPrice === null ? '' : aedFigure(trialPrice);
  return (
    <section className={`${styles.banner} ${isAmbassador ? styles.ambassador : ''}`} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{isAmbassador ? t('download.trialEyebrow') : t('download.appEyebrow')}</p>
          <h2 id={headingId} className={styles.heading}>
            {isAmbassador ? t('download.trialTitle', { price: trialFigure }) : t('download.appTitle')}
          </h2>
          <p className={styles.text}>
            {isAmbassador ? t(stores.length > 0 ? 'download.trialText' : 'download.trialTextWeb') : t('download.appText')}
          </p>
          {stores.length > 0 && (
            <ul className={styles.badges} aria-label={t('download.label')}>
              {stores.map((store) => (
                <li key={store.href}>
                  <a href={store.href} className={styles.badge} aria-label={t(store.label)} target="_blank" rel="noopener noreferrer">
                    <img src={store.badge} alt="" width={150} height={45} loading="lazy" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {isAmbassador ? (
          <div className={styles.priceTag} aria-hidden="true">
            <span className={styles.priceSmall}>{t('download.sevenDaysFrom')}</span>
            <span className={styles.priceBig}>{trialFigure}</span>
            <span className={styles.priceSmall}>{t('aed')}</span>
          </div>
        ) : (
          <img
            className={styles.art}
            src="/images/meals-served.svg"
            alt={t('download.mealsServedAlt')}
            width={360}
            height={280}
            loading="lazy"
          />
        )}
      </div>
    </section>
  );
}
