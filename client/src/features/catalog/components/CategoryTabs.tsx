import { useTranslation } from 'react-i18next';
import { useRef, type KeyboardEvent } from 'react';
import styles from './CategoryTabs.module.css';

export interface CategoryTab {
  slug: string;
  label: string;
  count?: number;
}

interface CategoryTabsProps {
  tabs: readonly CategoryTab[];
  selected: string;
  onSelect: (slug: string) => void;
  /** Id of the tab panel the tabs control. */
  panelId: string;
  label: string;
}

/** Tab id for a slug, for the panel's aria-labelledby. */
export const categoryTabId = (slug: string) => `menu-tab-${slug}`;

/** An accessible tablist (arrow keys, Home and End move and select). */
export function CategoryTabs({ tabs, selected, onSelect, panelId, label }: CategoryTabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const { t } = useTranslation('catalog');

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let next: number | null = null;
    // Right to left, the next tab is on the left.
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (e.key === forward) next = (index + 1) % tabs.length;
    else if (e.key === backward) next = (index - 1 + tabs.length) % tabs.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    e.preventDefault();
    const tab = tabs.at(next); // undefined when there are no tabs
    if (!tab) return;
    onSelect(tab.slug);
    refs.current[next]?.focus();
  };

  return (
    <div className={styles.tabs} role="tablist" aria-label={label}>
      {tabs.map((tab, index) => {
        const isSelected = tab.slug === selected;
        return (
          <button
            key={tab.slug}
            ref={(el) => {
              refs.current[index] = el;
            }}
            id={categoryTabId(tab.slug)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            className={`${styles.tab} ${isSelected ? styles.selected : ''}`}
            onClick={() => onSelect(tab.slug)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {tab.label}
            {tab.count !== undefined && (
              <span className={styles.count}>
                <span className="visually-hidden">(</span>
                {tab.count}
                <span className="visually-hidden"> {t('menu.tabMeals')})</span>
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
