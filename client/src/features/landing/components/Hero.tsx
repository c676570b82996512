import { useTranslation } from 'react-i18next';
import type { ImgHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import { Skeleton } from '../../../components/ui/Skeleton';
import { setActiveTab } from '../../../lib/session';
import { useHeroImages, type HeroImageField, type HeroImageUrls } from '../hooks/use-hero-images';
import { usePreloadedImages } from '../hooks/use-preloaded-images';
import { DEFAULT_HERO_MAIN, HERO_MAIN_SIZES, HERO_MAIN_SOURCES } from '../hero-main-image';
import styles from './Hero.module.css';
import { LineIcon } from '../../../components/ui/LineIcon';

/** Where Order Now goes (spec section 2). */
const ORDER_NOW_TARGET = { pathname: '/plans_and_packages', hash: '#choose-your-plan-section' };

/** Every URL of the hero, once each (several fields may share one image). */
const urlsOf = (images: HeroImageUrls | null) => (images ? [...new Set(Object.values(images))] : []);

/**
 * Landing hero (spec sections 2-4): its decorative images come from the server's `heroImages`
 * (local files if that query fails); it shows only once every image has loaded or failed twice.
 * Until then the hero is laid out but invisible under a skeleton, so the placeholder has exactly the
 * hero's final size and nothing below it moves when the hero appears. The main image, when it is the
 * shipped default, is a responsive AVIF/WebP picture (preloaded by main.tsx), never lazy.
 */
export function Hero() {
  const { images } = useHeroImages();
  const { t } = useTranslation('landing');
  const { ready: loaded, src, failed } = usePreloadedImages(urlsOf(images));
  const ready = images !== null && loaded;

  /** An <img> for a preloaded hero image (an empty box of its size while loading); failed images are left out. */
  const img = (field: HeroImageField, props: ImgHTMLAttributes<HTMLImageElement>) => {
    if (!ready) return props.width ? <span className={styles.slot} style={{ width: props.width, height: props.height }} /> : null;
    return failed(images[field]) ? null : <img src={src(images[field])} alt="" {...props} />;
  };

  const mainProps = {
    className: styles.main,
    alt: t('hero.imageAlt'),
    width: 560,
    height: 520,
    fetchPriority: 'high',
    decoding: 'async',
  } as const;
  // While loading, the visual column keeps its aspect ratio without the image.
  const main = !ready ? null : images.heroRightFirstImagePNG === DEFAULT_HERO_MAIN && !failed(DEFAULT_HERO_MAIN) ? (
    <picture>
      <source type="image/avif" srcSet={HERO_MAIN_SOURCES.avif} sizes={HERO_MAIN_SIZES} />
      <source type="image/webp" srcSet={HERO_MAIN_SOURCES.webp} sizes={HERO_MAIN_SIZES} />
      <img src={src(DEFAULT_HERO_MAIN)} {...mainProps} alt={mainProps.alt} />
    </picture>
  ) : (
    img('heroRightFirstImagePNG', mainProps)
  );

  return (
    <section className={styles.hero} aria-labelledby="hero-title" aria-busy={!ready}>
      {!ready && <HeroPlaceholder />}
      {img('svgUpperSvgLine', { className: styles.upperLine })}
      {img('heroLeftSideImageOfLine', { className: styles.line })}
      {img('lineRightMostSvg', { className: styles.rightLine })}
      {img('heroRightSecondImagePNG', { className: styles.leaf })}
      <div className={ready ? styles.inner : `${styles.inner} ${styles.pending}`} aria-hidden={!ready || undefined}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>
            {img('svgLocation', { width: 20, height: 20 })}
            {t('hero.eyebrow')}
          </p>
          <h1 id="hero-title" className={styles.title}>
            {t('hero.titleStart')}
            <mark className={styles.mark}>{t('hero.titleMark')}</mark>
            {t('hero.titleEnd')}
          </h1>
          <p className={styles.lead}>{t('hero.lead')}</p>
          <div className={styles.actions}>
            <Link to={ORDER_NOW_TARGET} className="btn btn-primary" onClick={() => setActiveTab('Plans & Packages')}>
              {t('hero.orderNow')}
              <LineIcon className={`${styles.arrow} icon-dir`} strokeWidth={2.2} d="M5 12h14M13 6l6 6-6 6" />
            </Link>
            <Link to="/menu" className="btn btn-outline" onClick={() => setActiveTab('Menu')}>
              {t('hero.exploreMenu')}
            </Link>
          </div>
          <ul className={styles.perks}>
            <li>
              {img('btnRightImage', { width: 24, height: 24 })}
              {t('hero.perkFresh')}
            </li>
            <li>
              {img('clockImage', { width: 24, height: 24 })}
              {t('hero.perkSlots')}
            </li>
          </ul>
        </div>

        <div className={styles.visual}>
          <div className={styles.blob} aria-hidden="true" />
          {main}
          <div className={`${styles.chip} ${styles.chipTop}`} aria-hidden="true">
            {img('karahiSvgTwo', { width: 36, height: 36 })}
            <span>
              <strong>{t('hero.chip1Strong')}</strong>
              {t('hero.chip1')}
            </span>
          </div>
          <div className={`${styles.chip} ${styles.chipMiddle}`} aria-hidden="true">
            {img('saladSvgThree', { width: 36, height: 36 })}
            <span>
              <strong>{t('hero.chip2Strong')}</strong>
              {t('hero.chip2')}
            </span>
          </div>
          <div className={`${styles.chip} ${styles.chipBottom}`} aria-hidden="true">
            {img('fastFoodSvgOne', { width: 36, height: 36 })}
            <span>
              <strong>{t('hero.chip3Strong')}</strong>
              {t('hero.chip3')}
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}

/** Skeleton laid over the (invisible) hero while its images load; the hero itself keeps the space. */
function HeroPlaceholder() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.placeholder} role="status" aria-label={t('loading')}>
      <div className={styles.copy}>
        <Skeleton width={220} height={28} radius={999} />
        <Skeleton width="92%" height={48} className={styles.skeletonGap} />
        <Skeleton width="70%" height={48} />
        <Skeleton width="100%" height={18} className={styles.skeletonGap} />
        <Skeleton width="85%" height={18} />
        <div className={styles.actions}>
          <Skeleton width={150} height={50} radius={999} />
          <Skeleton width={170} height={50} radius={999} />
        </div>
      </div>
      <div className={styles.visual}>
        <Skeleton width="100%" height="100%" radius={32} />
      </div>
    </div>
  );
}
