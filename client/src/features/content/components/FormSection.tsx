import type { ReactNode } from 'react';
import { Reveal } from '../../../components/ui/Reveal';
import formStyles from './ContentForm.module.css';
import sections from './Sections.module.css';

/** One line of the contact details beside a form: a decorative icon, a small label and the value (a link if `href`). */
export interface InfoItem {
  /** Decorative (hidden from assistive technology). */
  icon: ReactNode;
  label: ReactNode;
  value: ReactNode;
  href?: string;
  /** Opens in a new tab (WhatsApp). */
  external?: boolean;
  /** The value above the label (the ambassador page's perks) instead of under it. */
  valueFirst?: boolean;
}

/**
 * The form section of the contact, corporate and ambassador pages: a title (`titleId` for `aria-labelledby`), a lead,
 * the contact details as a list, and the form (`children`) in its card.
 */
export function FormSection({
  id,
  titleId,
  title,
  lead,
  info,
  children,
}: {
  /** The section's anchor (e.g. "apply" for the hero's "Learn more"). */
  id?: string;
  titleId: string;
  title: ReactNode;
  lead: ReactNode;
  info: readonly InfoItem[];
  children: ReactNode;
}) {
  return (
    <section id={id} className={sections.section} aria-labelledby={titleId}>
      <div className={sections.formSection}>
        <Reveal className={sections.formIntro}>
          <h2 id={titleId} className={sections.formTitle}>
            {title}
          </h2>
          <p className={sections.formLead}>{lead}</p>
          <ul className={sections.infoList}>
            {info.map((item, i) => (
              <li key={i} className={sections.infoItem}>
                <span className={sections.infoIcon} aria-hidden="true">
                  {item.icon}
                </span>
                <span>
                  {item.valueFirst ? <InfoValue item={item} /> : null}
                  <span className={sections.infoLabel}>{item.label}</span>
                  {item.valueFirst ? null : <InfoValue item={item} />}
                </span>
              </li>
            ))}
          </ul>
        </Reveal>
        <div className={formStyles.card}>{children}</div>
      </div>
    </section>
  );
}

function InfoValue({ item }: { item: InfoItem }) {
  if (!item.href) return <span className={sections.infoValue}>{item.value}</span>;
  return (
    <a className={sections.infoValue} href={item.href} {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {item.value}
    </a>
  );
}
