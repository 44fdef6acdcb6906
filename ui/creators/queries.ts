// A creator's payout state and starting their payout onboarding, for Easy Setup and /onboard.
import { useMutation, useQuery, type UseQueryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { LeaderboardEntry } from '../../core/api/ledger.ts'
import type { CreatorResponse, onboardBody, onboardResponse } from '../../core/api/payments.ts'
import { TOP_SUPPORTERS } from '../../core/creatorPage.ts'
import { fetchJson, postJson } from '../api/fetchJson.ts'

type OnboardRequest = z.input<typeof onboardBody> & { creatorId: string }

/** The one key of a creator's GET /api/creators/:id, for whoever refetches it. */
export const creatorKey = (creatorId: string) => ['creators', creatorId] as const

/** Null until known: Easy Setup starts from the state its page data read on the server. */
export const useCreator = (creatorId: string, options: Omit<UseQueryOptions<CreatorResponse | null>, 'queryKey' | 'queryFn'> = {}) =>
  useQuery({ ...options, queryKey: creatorKey(creatorId), queryFn: ({ signal }) => fetchJson<CreatorResponse>(`/api/creators/${encodeURIComponent(creatorId)}`, { signal }) })

/** This week's top supporters of one creator, for their page's board; under the creator's key, so refetching the creator refetches it too. */
export const useTopSupporters = (creatorId: string, initialData: LeaderboardEntry[]) =>
  useQuery({
    queryKey: [...creatorKey(creatorId), 'top-supporters'],
    queryFn: ({ signal }) => fetchJson<LeaderboardEntry[]>('/api/leaderboard/weekly', { query: { creatorId, limit: TOP_SUPPORTERS }, signal }),
    initialData,
  })

/** Answers where to send the creator: the provider's onboarding, or our demo's. */
export const useStartOnboarding = () =>
  useMutation({
    mutationFn: ({ creatorId, ...body }: OnboardRequest) =>
      postJson<z.infer<typeof onboardResponse>>(`/api/creators/${encodeURIComponent(creatorId)}/stripe/onboard`, body),
  })
