// The /alerts console page's reads and changes: a creator's alert settings, their live overlays and
// held messages, test alerts, replays and review decisions. Each change refetches what it touched.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AlertAssetWire } from '../../core/api/alertAssets.ts'
import type { AlertSettingsChange, AlertSettingsWire, AlertStatusWire, HeldMessage, ReviewManyResult } from '../../core/api/alerts.ts'
import type { BoostEvent } from '../../core/api/ledger.ts'
import { fetchJson, postJson, withQuery } from '../api/fetchJson.ts'

const base = (creatorId: string) => `/api/creators/${encodeURIComponent(creatorId)}`
const keys = {
  settings: (creatorId: string) => ['alerts', creatorId, 'settings'] as const,
  status: (creatorId: string) => ['alerts', creatorId, 'status'] as const,
  review: (creatorId: string) => ['alerts', creatorId, 'review'] as const,
  recent: (creatorId: string) => ['alerts', creatorId, 'recent'] as const,
  assets: (creatorId: string) => ['alerts', creatorId, 'assets'] as const,
}
/** How often the console asks how many overlays are live: a streamer glances at it before going live. */
const STATUS_EVERY_MS = 5000

/** The body of a PUT: major units in, as the API takes them. */
type AlertSettingsInput = Omit<AlertSettingsChange, 'minAmount' | 'tts' | 'variants'> & {
  minAmount?: number
  tts?: { enabled?: boolean; minAmount?: number; maxChars?: number }
  variants?: (Omit<NonNullable<AlertSettingsChange['variants']>[number], 'minAmount'> & { minAmount: number })[]
}

export const useAlertSettings = (creatorId: string) =>
  useQuery({ queryKey: keys.settings(creatorId), queryFn: () => fetchJson<AlertSettingsWire>(`${base(creatorId)}/alerts`) })

export function useUpdateAlertSettings(creatorId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: AlertSettingsInput) => fetchJson<AlertSettingsWire>(`${base(creatorId)}/alerts`, { method: 'PUT', body: change }),
    onSuccess: (settings) => queryClient.setQueryData(keys.settings(creatorId), settings),
  })
}

export const useAlertStatus = (creatorId: string) =>
  useQuery({
    queryKey: keys.status(creatorId),
    queryFn: () => fetchJson<AlertStatusWire>(`${base(creatorId)}/alerts/status`),
    refetchInterval: STATUS_EVERY_MS,
  })

export const useReviewQueue = (creatorId: string) =>
  useQuery({ queryKey: keys.review(creatorId), queryFn: () => fetchJson<HeldMessage[]>(`${base(creatorId)}/review`), refetchInterval: STATUS_EVERY_MS * 2 })

export const useRecentBoosts = (creatorId: string) =>
  useQuery({ queryKey: keys.recent(creatorId), queryFn: () => fetchJson<BoostEvent[]>('/api/boost-events', { query: { creatorId, limit: 6 } }) })

/** Called on each of the creator's boosts on the live stream: the queue and the lists are news. */
export function useRefreshOnBoost(creatorId: string) {
  const queryClient = useQueryClient()
  return () => {
    for (const key of [keys.review(creatorId), keys.recent(creatorId), keys.status(creatorId)]) void queryClient.invalidateQueries({ queryKey: key })
  }
}

/** After a decision: the queue, the held count and the recent boosts (now with their words) are news. */
function useRefreshReview(creatorId: string) {
  const queryClient = useQueryClient()
  return () => {
    for (const key of [keys.review(creatorId), keys.status(creatorId), keys.recent(creatorId)]) void queryClient.invalidateQueries({ queryKey: key })
  }
}

export function useDecide(creatorId: string) {
  const onSettled = useRefreshReview(creatorId)
  return useMutation({
    mutationFn: ({ boostId, decision }: { boostId: number; decision: 'approve' | 'reject' }) =>
      postJson<{ boostId: number; status: string }>(`${base(creatorId)}/review/${boostId}`, { decision }),
    onSettled,
  })
}

/** Several held messages decided in one request; `playAlerts: false` shows approved ones without alerting them. */
export function useDecideMany(creatorId: string) {
  const onSettled = useRefreshReview(creatorId)
  return useMutation({
    mutationFn: (body: { boostIds: number[]; decision: 'approve' | 'reject'; playAlerts: boolean }) => postJson<ReviewManyResult>(`${base(creatorId)}/review`, body),
    onSettled,
  })
}

/** A sample alert on the creator's overlays; of a variant's amount and currency to see that variant. */
export const useSendTestAlert = (creatorId: string) =>
  useMutation({ mutationFn: (sample?: { amount: number; currency: string }) => postJson<{ overlays: number }>(`${base(creatorId)}/alerts/test`, sample) })

export const useAlertAssets = (creatorId: string) => useQuery({ queryKey: keys.assets(creatorId), queryFn: () => fetchJson<AlertAssetWire[]>(`${base(creatorId)}/alerts/assets`) })

/** Sends a file's own bytes: the server judges its type by them. */
export function useUploadAlertAsset(creatorId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (file: File) => {
      const response = await fetch(withQuery(`${base(creatorId)}/alerts/assets`, { name: file.name }), {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/octet-stream' },
        body: file,
      })
      if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`)
      return (await response.json()) as AlertAssetWire
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.assets(creatorId) }),
  })
}

export const useReplayAlert = (creatorId: string) =>
  useMutation({ mutationFn: (boostId: number) => postJson<{ overlays: number }>(`${base(creatorId)}/alerts/replay`, { boostId }) })

export function useDeleteAlertAsset(creatorId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (assetId: string) => fetchJson<{ deleted: true }>(`${base(creatorId)}/alerts/assets/${assetId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.assets(creatorId) }),
  })
}
