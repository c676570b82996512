import type { ReactNode } from 'react';
import { Skeleton } from './Skeleton';

/**
 * The loading state of a grid of cards: `count` placeholder cards, each an image block `imageHeight` px high
 * (default 200) over `children`, the body's skeleton lines. The group is announced once as `label`
 * (role="status"); the skeletons themselves are decorative. Classes come from the page, so the placeholders
 * take the real cards' grid, size and padding.
 */
export function CardSkeletons({
  count,
  label,
  className,
  cardClassName,
  bodyClassName,
  imageHeight = 200,
  children,
}: {
  count: number;
  label: string;
  /** The list's grid. */
  className?: string;
  cardClassName?: string;
  bodyClassName?: string;
  imageHeight?: number;
  children: ReactNode;
}) {
  return (
    <div className={className} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={cardClassName}>
          <Skeleton height={imageHeight} radius={0} />
          <div className={bodyClassName}>{children}</div>
        </div>
      ))}
    </div>
  );
}
