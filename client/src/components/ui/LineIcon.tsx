import type { ReactNode } from 'react';

/** Which line ends and corners are rounded; the others keep SVG's defaults (butt ends, mitred corners). */
export type LineIconRound = 'both' | 'caps' | 'joins' | 'none';

interface LineIconProps {
  /** The path data to stroke (one path); more shapes go in `children`. */
  d?: string;
  children?: ReactNode;
  className?: string;
  /** Width and height in px, where CSS does not size the icon. */
  size?: number;
  /** Stroke width in the 24-unit grid; 1.8 by default. */
  strokeWidth?: number;
  round?: LineIconRound;
}

/**
 * A decorative line icon on a 24 x 24 grid, stroked in the text colour (`currentColor`) with no fill. Hidden from
 * assistive technology: the control around it carries the label.
 */
export function LineIcon({ d, children, className, size, strokeWidth = 1.8, round = 'both' }: LineIconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={round === 'both' || round === 'caps' ? 'round' : undefined}
      strokeLinejoin={round === 'both' || round === 'joins' ? 'round' : undefined}
      aria-hidden="true"
      focusable="false"
    >
      {d && <path d={d} />}
      {children}
    </svg>
  );
}
