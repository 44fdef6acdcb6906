// The go-live checklist the server computes, read with the admin token once payments are live.
import { useQuery } from '@tanstack/react-query'
import type { Checklist } from '../../core/api/admin.ts'
import { fetchJson } from '../api/fetchJson.ts'
import { bearer } from '../console/adminToken.ts'

export const useChecklist = (token: string | null, enabled: boolean) =>
  useQuery({
    queryKey: ['admin', 'checklist', token],
    queryFn: ({ signal }) => fetchJson<Checklist>('/api/admin/checklist', { signal, headers: bearer(token) }),
    enabled,
  })
