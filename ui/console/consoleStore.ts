// The console's own state: whether the sidebar is folded (kept across visits) and whether the
// shortcuts list is open.
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { mergeStored } from '../storedState.ts'

type ConsoleState = {
  sidebarFolded: boolean
  shortcutsOpen: boolean
  toggleSidebar(): void
  setShortcutsOpen(open: boolean): void
}

export const useConsoleStore = create<ConsoleState>()(
  persist(
    (set) => ({
      sidebarFolded: false,
      shortcutsOpen: false,
      toggleSidebar: () => set((state) => ({ sidebarFolded: !state.sidebarFolded })),
      setShortcutsOpen: (open) => set({ shortcutsOpen: open }),
    }),
    {
      name: 'boost:console',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ sidebarFolded: state.sidebarFolded }),
      // Read after hydration, so the server's HTML and the first browser render agree.
      skipHydration: true,
      merge: mergeStored,
    },
  ),
)
