import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

interface TabListProps<Tab extends string> {
  tabs: readonly Tab[];
  selected: Tab;
  onSelect: (tab: Tab) => void;
  /** The tab list's accessible name. */
  label: string;
  /** Makes the ids: a tab's is tabId(idBase, tab), for its panel's aria-labelledby. */
  idBase: string;
  /** The id of the panel a tab controls. */
  panelId: (tab: Tab) => string;
  /** A tab's content: its words, and an icon where there is one. */
  renderTab: (tab: Tab) => ReactNode;
  /** Page-specific looks added to each tab's shared ones. */
  tabClassName?: string;
}

/** The id of a tab of a TabList, for the panel it names. */
export const tabId = (idBase: string, tab: string): string => `${idBase}-${tab}-tab`;

/**
 * The row of an ARIA tab set: only the selected tab is in the Tab order, arrows, Home and End move
 * between tabs (selecting and focusing them), a click selects. The caller renders the panels.
 */
export function TabList<Tab extends string>({
  tabs,
  selected,
  onSelect,
  label,
  idBase,
  panelId,
  renderTab,
  tabClassName,
}: TabListProps<Tab>) {
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.indexOf(selected);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = tabs[moves[event.key] ?? -1];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(target);
    tabRefs.current[target]?.focus();
  };

  return (
    <div className={styles.list} role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            tabRefs.current[tab] = element;
          }}
          type="button"
          role="tab"
          id={tabId(idBase, tab)}
          aria-controls={panelId(tab)}
          aria-selected={tab === selected}
          tabIndex={tab === selected ? 0 : -1}
          className={tabClassName ? `${styles.tab} ${tabClassName}` : styles.tab}
          onClick={() => onSelect(tab)}
          onKeyDown={onKeyDown}
        >
          {renderTab(tab)}
        </button>
      ))}
    </div>
  );
}
