// The go-live checklist the server computes, read with the admin token once payments are live.
// Only this page asks for it, so its hook lives beside the page.
import { useQuery } from '@tanstack/react-query'
import type { Checklist } from '../../../core/api/admin.ts'
import { fetchJson } from '../../../ui/api/fetchJson.ts'
import { bearer } from '../../../ui/console/adminToken.ts'

export const useChecklist = (token: string | null, enabled: boolean) =>
  useQuery({
    queryKey: ['admin', 'checklist', token],
    queryFn: ({ signal }) => fetchJson<Checklist>('/api/admin/checklist', { signal, headers: bearer(token) }),
    enabled,
  })
