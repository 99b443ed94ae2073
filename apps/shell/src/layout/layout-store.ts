// Layout state that outlives a reload: whether the side menu is collapsed (shell spec §2.5: remembered).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const LAYOUT_STORAGE_KEY = 'toufang_layout';

interface LayoutState {
  collapsed: boolean;
  setCollapsed(collapsed: boolean): void;
}

export const useLayoutStore = create<LayoutState>()(
  persist(
    (set) => ({
      collapsed: false,
      setCollapsed: (collapsed) => set({ collapsed }),
    }),
    { name: LAYOUT_STORAGE_KEY, storage: createJSONStorage(() => localStorage), partialize: (s) => ({ collapsed: s.collapsed }) },
  ),
);
