// Changes to a creator's page from the console (profile and goal); each refetches the creator, so
// the panels and the preview show what the server now holds.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { Goal, goalBody, profileBody } from '../../core/api/creators.ts'
import { fetchJson } from '../api/fetchJson.ts'
import { creatorKey } from './queries.ts'

function useCreatorChange<Input, Output>(creatorId: string, change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: change, onSuccess: () => queryClient.invalidateQueries({ queryKey: creatorKey(creatorId) }) })
}

const creatorPath = (creatorId: string) => `/api/creators/${encodeURIComponent(creatorId)}`

export const useUpdateProfile = (creatorId: string) =>
  useCreatorChange(creatorId, (body: z.input<typeof profileBody>) => fetchJson(creatorPath(creatorId), { method: 'PATCH', body }))
export const useSetGoal = (creatorId: string) =>
  useCreatorChange(creatorId, (body: z.input<typeof goalBody>) => fetchJson<Goal>(`${creatorPath(creatorId)}/goal`, { method: 'PUT', body }))
export const useEndGoal = (creatorId: string) => useCreatorChange(creatorId, () => fetchJson(`${creatorPath(creatorId)}/goal`, { method: 'DELETE' }))
