import { useTranslation } from 'react-i18next';
import { mediaMatches } from '../../lib/media-query';
import type { ReactNode } from 'react';
import styles from './HeroBanner.module.css';
import { LineIcon } from './LineIcon';

export const HERO_BANNER_BACKGROUND = '/images/hero/hero-banner-bg.svg';

interface HeroBannerBaseProps {
  /** The page heading (an h1). */
  title: ReactNode;
  /** Small label above the heading. */
  eyebrow?: string;
  /** Id of the heading, for `aria-labelledby`. */
  headingId?: string;
  /** Illustration on the side (decorative unless `alt` is given). */
  image?: { src: string; alt?: string };
  /** Background image (spec section 2); the shared banner background by default. */
  backgroundImage?: string;
}

interface DefaultHeroBannerProps extends HeroBannerBaseProps {
  variant?: 'default';
  /** The paragraph under the heading. */
  text: ReactNode;
  /** Optional Learn More button: an in-page anchor (`#section`) or a URL. */
  learnMoreHref?: string;
  learnMoreLabel?: string;
}

interface AmbassadorsHeroBannerProps extends HeroBannerBaseProps {
  /** The ambassadors-page variant: a benefits list instead of the paragraph and button. */
  variant: 'ambassadors';
  benefits: readonly string[];
}

export type HeroBannerProps = DefaultHeroBannerProps | AmbassadorsHeroBannerProps;

/** Scrolls smoothly to an in-page target and moves focus there (the URL keeps the anchor). */
function scrollToAnchor(hash: string) {
  const target = document.getElementById(hash.slice(1));
  if (!target) return false;
  const smooth = !mediaMatches('(prefers-reduced-motion: reduce)');
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

/**
 * The hero banner section of the public pages other than the landing (spec section 2): heading,
 * paragraph, background image and an optional Learn More button; the ambassadors-page variant
 * shows a benefits list instead of the paragraph and button.
 */
export function HeroBanner(props: HeroBannerProps) {
  const { title, eyebrow, headingId = 'hero-banner-title', image, backgroundImage = HERO_BANNER_BACKGROUND } = props;
  const { t } = useTranslation('common');

  return (
    <section
      className={`${styles.banner} ${props.variant === 'ambassadors' ? styles.ambassadors : ''}`}
      style={{ backgroundImage: `url("${backgroundImage}")` }}
      aria-labelledby={headingId}
    >
      <div className={`${styles.inner} ${image ? '' : styles.single}`}>
        <div className={styles.copy}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 id={headingId} className={styles.title}>
            {title}
          </h1>
          {props.variant === 'ambassadors' ? (
            <ul className={styles.benefits}>
              {props.benefits.map((benefit) => (
                <li key={benefit}>
                  <svg className={styles.check} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.15" />
                    <path
                      d="M7 12.5l3.2 3.2L17 9"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2.4"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                  <span>{benefit}</span>
                </li>
              ))}
            </ul>
          ) : (
            <>
              <p className={styles.text}>{props.text}</p>
              {props.learnMoreHref && (
                <a
                  href={props.learnMoreHref}
                  className={`btn btn-primary ${styles.button}`}
                  onClick={(event) => {
                    const href = props.learnMoreHref ?? '';
                    if (href.startsWith('#') && scrollToAnchor(href)) {
                      event.preventDefault();
                      window.history.replaceState(window.history.state, '', href);
                    }
                  }}
                >
                  {props.learnMoreLabel ?? t('learnMore')}
                  <LineIcon className={`${styles.arrow} icon-dir`} strokeWidth={2.2} d="M5 12h14M13 6l6 6-6 6" />
                </a>
              )}
            </>
          )}
        </div>
        {image && (
          <div className={styles.visual}>
            <img src={image.src} alt={image.alt ?? ''} width={560} height={480} className={styles.image} />
          </div>
        )}
      </div>
    </section>
  );
}
