// The signed-in creator's summary (`me`), as the server rendered it into the page, kept current
// in this page when a passkey is saved, so the shell's warning goes the moment it no longer applies.
import { usePageContext } from 'vike-react/usePageContext'
import { create } from 'zustand'
import type { Me } from '../../core/api/account.ts'

const useSavedHere = create<{ passkeys: number; saved(): void }>((set) => ({
  passkeys: 0,
  saved: () => set((state) => ({ passkeys: state.passkeys + 1 })),
}))

export function useMe(): Me | null {
  const { me } = usePageContext()
  const savedHere = useSavedHere((state) => state.passkeys)
  return me ? { ...me, passkeys: me.passkeys + savedHere } : null
}

/** Counts a passkey saved on this page. */
export function passkeySavedHere(): void {
  useSavedHere.getState().saved()
}
