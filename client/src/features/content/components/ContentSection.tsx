import type { ReactNode } from 'react';
import { Reveal } from '../../../components/ui/Reveal';
import { SectionHeading } from '../../../components/ui/SectionHeading';
import sections from './Sections.module.css';

/**
 * A section of the corporate and ambassador pages: its heading (eyebrow, title, optional subtitle; `titleId` labels
 * the section) revealed on scroll, then `children`. `band` sets it on the full-width tinted band.
 */
export function ContentSection({
  titleId,
  eyebrow,
  title,
  subtitle,
  band = false,
  children,
}: {
  titleId: string;
  eyebrow: string;
  title: string;
  subtitle?: string;
  band?: boolean;
  children: ReactNode;
}) {
  const section = (
    <section className={sections.section} aria-labelledby={titleId}>
      <Reveal>
        <SectionHeading id={titleId} eyebrow={eyebrow} title={title} subtitle={subtitle} />
      </Reveal>
      {children}
    </section>
  );
  return band ? <div className={sections.band}>{section}</div> : section;
}
