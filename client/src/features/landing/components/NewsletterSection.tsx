import { useTranslation } from 'react-i18next';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { Reveal } from '../../../components/ui/Reveal';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import { useSubscribeNewsletter } from '../hooks/use-subscribe-newsletter';
import styles from './NewsletterSection.module.css';

/**
 * The landing's newsletter form (spec sections 2-4, 8): an e-mail input (browser-level check
 * only) and Subscribe. The server's message shows as a toast: success for a new address and,
 * politely, for one already subscribed; an error toast otherwise. The form resets either way.
 */
export function NewsletterSection() {
  const [subscribe] = useSubscribeNewsletter();
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const inputId = useId();
  const { t } = useTranslation('landing');

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      const result = await subscribe(email.trim());
      notify.success(result.message);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setEmail('');
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="newsletter-title">
      <Reveal className={styles.inner}>
        <div className={styles.copy}>
          <h2 id="newsletter-title" className={styles.title}>
            {t('newsletter.title')}
          </h2>
          <p className={styles.text}>{t('newsletter.text')}</p>
        </div>
        <form className={styles.form} onSubmit={(event) => void onSubmit(event)} aria-label={t('newsletter.label')}>
          <label htmlFor={inputId} className={styles.label}>
            {t('newsletter.email')}
          </label>
          <div className={styles.row}>
            <input
              id={inputId}
              className={styles.input}
              type="email"
              name="email"
              required
              maxLength={254}
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="you@example.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button type="submit" variant="yellow" className={styles.button} loading={submitting}>
              <span>{t('newsletter.subscribe')}</span>
            </Button>
          </div>
        </form>
      </Reveal>
    </section>
  );
}
