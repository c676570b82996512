import type { ImgHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import { Skeleton } from '../../../components/ui/Skeleton';
import { setActiveTab } from '../../../lib/session';
import { useHeroImages, type HeroImageField, type HeroImageUrls } from '../hooks/use-hero-images';
import { usePreloadedImages } from '../hooks/use-preloaded-images';
import styles from './Hero.module.css';

/** Where Order Now goes (spec section 2). */
const ORDER_NOW_TARGET = { pathname: '/plans_and_packages', hash: '#choose-your-plan-section' };

/** Every URL of the hero, once each (several fields may share one image). */
const urlsOf = (images: HeroImageUrls | null) => (images ? [...new Set(Object.values(images))] : []);

/**
 * Landing hero (spec sections 2-4): its decorative images come from the server's `heroImages`
 * (local files if that query fails); it renders only once every image has loaded or failed twice,
 * with a layout-shaped placeholder until then.
 */
export function Hero() {
  const { images } = useHeroImages();
  const { ready, src, failed } = usePreloadedImages(urlsOf(images));

  if (!images || !ready) return <HeroPlaceholder />;

  /** An <img> for a preloaded hero image; images that failed twice are left out. */
  const img = (field: HeroImageField, props: ImgHTMLAttributes<HTMLImageElement>) =>
    failed(images[field]) ? null : <img src={src(images[field])} alt="" {...props} />;

  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      {img('svgUpperSvgLine', { className: styles.upperLine })}
      {img('heroLeftSideImageOfLine', { className: styles.line })}
      {img('lineRightMostSvg', { className: styles.rightLine })}
      {img('heroRightSecondImagePNG', { className: styles.leaf })}
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>
            {img('svgLocation', { width: 20, height: 20 })}
            Cooked fresh in Al Warqa, Dubai
          </p>
          <h1 id="hero-title" className={styles.title}>
            Healthy meals, <mark className={styles.mark}>delivered daily</mark> in Dubai
          </h1>
          <p className={styles.lead}>
            Chef-made, macro-balanced meal plans cooked fresh every morning and delivered to your door. Pick a plan,
            choose the dishes you love and let us handle the rest.
          </p>
          <div className={styles.actions}>
            <Link to={ORDER_NOW_TARGET} className="btn btn-primary" onClick={() => setActiveTab('Plans & Packages')}>
              Order Now
              <svg className={styles.arrow} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M5 12h14M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </Link>
            <Link to="/menu" className="btn btn-outline" onClick={() => setActiveTab('Menu')}>
              Explore the menu
            </Link>
          </div>
          <ul className={styles.perks}>
            <li>
              {img('btnRightImage', { width: 24, height: 24 })}
              Fresh, never frozen
            </li>
            <li>
              {img('clockImage', { width: 24, height: 24 })}
              Daily delivery slots
            </li>
          </ul>
        </div>

        <div className={styles.visual}>
          <div className={styles.blob} aria-hidden="true" />
          {img('heroRightFirstImagePNG', {
            className: styles.main,
            alt: 'A colourful bowl of grilled chicken, grains and fresh vegetables',
            width: 560,
            height: 520,
          })}
          <div className={`${styles.chip} ${styles.chipTop}`} aria-hidden="true">
            {img('karahiSvgTwo', { width: 36, height: 36 })}
            <span><strong>40+ dishes</strong>on our menu</span>
          </div>
          <div className={`${styles.chip} ${styles.chipMiddle}`} aria-hidden="true">
            {img('saladSvgThree', { width: 36, height: 36 })}
            <span><strong>Macro-counted</strong>every meal</span>
          </div>
          <div className={`${styles.chip} ${styles.chipBottom}`} aria-hidden="true">
            {img('fastFoodSvgOne', { width: 36, height: 36 })}
            <span><strong>Skip the takeaway</strong>not the flavour</span>
          </div>
        </div>
      </div>
    </section>
  );
}

/** Layout-shaped skeleton shown while the hero images load. */
function HeroPlaceholder() {
  return (
    <section className={styles.hero}>
      <div className={styles.inner} role="status" aria-label="Loading">
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
          <Skeleton width="100%" height={420} radius={32} />
        </div>
      </div>
    </section>
  );
}
