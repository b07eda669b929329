import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import styles from './profile-page.module.css';

export const PROFILE_TABS = ['personal', 'addresses', 'preferences'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

const ICONS: Record<ProfileTab, IconName> = { personal: 'user', addresses: 'mapPin', preferences: 'sliders' };

interface ProfileTabsProps {
  selected: ProfileTab;
  onSelect: (tab: ProfileTab) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/** Personal info, addresses and preferences as ARIA tabs: arrows, Home and End move between them. */
export function ProfileTabs({ selected, onSelect, children }: ProfileTabsProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<ProfileTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = PROFILE_TABS.indexOf(selected);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % PROFILE_TABS.length,
      ArrowLeft: (index - 1 + PROFILE_TABS.length) % PROFILE_TABS.length,
      Home: 0,
      End: PROFILE_TABS.length - 1,
    };
    const target = PROFILE_TABS[moves[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    onSelect(target);
    tabRefs.current[target]?.focus();
  };

  return (
    <div className={styles.tabsLayout}>
      <div
        className={styles.tabList}
        role="tablist"
        aria-label={t('profile.tabs.label')}
        onKeyDown={onKeyDown}
      >
        {PROFILE_TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab}-tab`}
            aria-controls={`${baseId}-panel`}
            aria-selected={tab === selected}
            tabIndex={tab === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab)}
          >
            <Icon name={ICONS[tab]} size={18} />
            {t(`profile.tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-${selected}-tab`}
        className={styles.panel}
      >
        {children}
      </div>
    </div>
  );
}
