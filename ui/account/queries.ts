// A creator's account data and its changes (the account page, the checklist's account panel):
// each change refetches the account, so the lists show what the server now holds.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { fetchJson, postJson } from '../api/fetchJson.ts'
import { fetchAccount } from './accountApi.ts'

const accountKey = ['account'] as const

export const useAccount = () => useQuery({ queryKey: accountKey, queryFn: () => fetchAccount() })

function useAccountChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: change, onSettled: () => queryClient.invalidateQueries({ queryKey: accountKey }) })
}

const passkeyPath = (id: string) => `/api/account/passkeys/${encodeURIComponent(id)}`

export const useRenamePasskey = () => useAccountChange(({ id, name }: { id: string; name: string }) => fetchJson(passkeyPath(id), { method: 'PATCH', body: { name } }))
export const useRemovePasskey = () => useAccountChange((id: string) => fetchJson(passkeyPath(id), { method: 'DELETE' }))
export const useMakeRecoveryCodes = () => useAccountChange(() => postJson<{ codes: string[] }>('/api/account/recovery-codes'))
export const useEndSession = () => useAccountChange((id: string) => fetchJson(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }))
export const useEndOtherSessions = () => useAccountChange(() => postJson<{ ended: number }>('/api/account/sessions/end-others'))
export const useSetThankYouNote = () =>
  useAccountChange((thankYouNote: string | null) => fetchJson<{ thankYouNote: string | null }>('/api/account/thank-you-note', { method: 'PUT', body: { thankYouNote } }))
export const useRefreshAccount = () => {
  const queryClient = useQueryClient()
  return () => void queryClient.invalidateQueries({ queryKey: accountKey })
}
