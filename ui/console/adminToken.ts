// The platform admin token (ADMIN_TOKEN) a person typed into the console, for platform analytics
// and the go-live checklist once payments are live. Kept for this tab only (sessionStorage) and
// sent as `Authorization: Bearer …`, never in a URL.
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { mergeStored } from '../storedState.ts'

type AdminTokenState = { token: string | null; setToken(token: string | null): void }

export const useAdminToken = create<AdminTokenState>()(
  persist(
    (set) => ({
      token: null,
      setToken: (token) => set({ token: token?.trim() || null }),
    }),
    {
      name: 'boost:admin-token',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ token }) => ({ token }),
      skipHydration: true,
      merge: mergeStored,
    },
  ),
)

export function bearer(token: string | null): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {}
}
