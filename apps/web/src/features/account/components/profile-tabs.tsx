import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { TabList, tabId } from '../../../components/ui/tabs.tsx';
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
  // Only the selected tab's panel is in the page, so every tab controls that one panel.
  const panelId = `${baseId}-panel`;

  return (
    <div className={styles.tabsLayout}>
      <TabList
        tabs={PROFILE_TABS}
        selected={selected}
        onSelect={onSelect}
        label={t('profile.tabs.label')}
        idBase={baseId}
        panelId={() => panelId}
        tabClassName={styles.tab}
        renderTab={(tab) => (
          <>
            <Icon name={ICONS[tab]} size={18} />
            {t(`profile.tabs.${tab}`)}
          </>
        )}
      />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(baseId, selected)} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}
