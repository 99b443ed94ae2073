// The tab history of shell spec §2.5: the pages opened in this session, the home tab always first, kept in
// local storage so a reload restores them. Tabs belong to one user: another login starts a fresh list.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const TABS_STORAGE_KEY = 'toufang_tabs';

export interface HistoryTab {
  /** The route name: one tab per page, whatever its query. */
  name: string;
  title: string;
  /** Where the tab leads: path and query as last seen. */
  url: string;
}

interface TabState {
  owner: string | null;
  tabs: HistoryTab[];
  /**
   * Opens (or refreshes) the tab of a page, keeping `home` first. `replaces` names the page whose history entry
   * this one replaced (a redirect page, a guard sending elsewhere): its tab gives way to this one, in its place,
   * since the browser's history no longer holds it either.
   */
  visit(owner: string, home: HistoryTab, tab: HistoryTab, replaces?: string): void;
  /** Closes a tab and returns the tab to show if the closed one was active. The home tab never closes. */
  close(name: string, home: string): HistoryTab | undefined;
}

export function withHomeFirst(tabs: readonly HistoryTab[], home: HistoryTab): HistoryTab[] {
  return [home, ...tabs.filter((t) => t.name !== home.name)];
}

export const useTabStore = create<TabState>()(
  persist(
    (set, get) => ({
      owner: null,
      tabs: [],
      visit(owner, home, tab, replaces) {
        const state = get();
        let own = state.owner === owner ? state.tabs : [];
        const replaced = replaces && replaces !== tab.name && replaces !== home.name ? own.findIndex((t) => t.name === replaces) : -1;
        if (replaced >= 0) {
          own = own.filter((t) => t.name !== tab.name);
          own = own.map((t) => (t.name === replaces ? tab : t));
        }
        const existing = own.findIndex((t) => t.name === tab.name);
        const next = existing >= 0 ? own.map((t, i) => (i === existing ? tab : t)) : [...own, tab];
        const homeTab = next.find((t) => t.name === home.name) ?? home;
        set({ owner, tabs: withHomeFirst(next, homeTab) });
      },
      close(name, home) {
        if (name === home) return undefined;
        const tabs = get().tabs;
        const index = tabs.findIndex((t) => t.name === name);
        if (index < 0) return undefined;
        const rest = tabs.filter((t) => t.name !== name);
        set({ tabs: rest });
        return rest[Math.min(index, rest.length - 1)] ?? rest[0];
      },
    }),
    { name: TABS_STORAGE_KEY, storage: createJSONStorage(() => localStorage), partialize: (s) => ({ owner: s.owner, tabs: s.tabs }) },
  ),
);
