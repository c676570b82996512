import type { ReactNode } from 'react';

/**
 * A data table that scrolls sideways inside `wrapClassName` on narrow screens: an optional caption (visually hidden
 * unless `showCaption`), one header row of column headers (`scope="col"`), the body rows (`children`) and an
 * optional footer (`foot`, its rows). Styles come from the page.
 */
export function ScrollTable({
  headers,
  caption,
  showCaption = false,
  wrapClassName,
  className,
  foot,
  children,
}: {
  headers: readonly ReactNode[];
  caption?: string;
  showCaption?: boolean;
  wrapClassName?: string;
  className?: string;
  foot?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={wrapClassName}>
      <table className={className}>
        {caption && <caption className={showCaption ? undefined : 'visually-hidden'}>{caption}</caption>}
        <thead>
          <tr>
            {headers.map((header, i) => (
              <th key={i} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {foot && <tfoot>{foot}</tfoot>}
      </table>
    </div>
  );
}
