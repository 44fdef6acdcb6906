// The fan page's server state: who this browser's fan is (null when it has none), and the calls
// that change it, each refreshing what the page shows.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { downloadFanData, FAN_KEY, fetchFan, forgetFan, saveFanPasskey, signInAsFan, signOutFan } from '../../ui/fans/fanApi.ts'
import { SUMMARY_KEY } from '../../ui/fans/queries.ts'

export const useFan = () => useQuery({ queryKey: FAN_KEY, queryFn: ({ signal }) => fetchFan(signal) })

/**
 * A call that changes who this browser's fan is. When the fan leaves (signs out or is forgotten) the
 * summaries are dropped rather than refetched: they belong to a supporter id this browser no
 * longer holds, and asking for a forgotten one would only be refused.
 */
function useFanMutation<T>(run: () => Promise<T>, { leaving = false } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      if (leaving) queryClient.removeQueries({ queryKey: SUMMARY_KEY })
      await Promise.all([queryClient.invalidateQueries({ queryKey: FAN_KEY }), leaving ? null : queryClient.invalidateQueries({ queryKey: SUMMARY_KEY })])
    },
  })
}

export const useSaveFanPasskey = () => useFanMutation(saveFanPasskey)
export const useFanSignIn = () => useFanMutation(signInAsFan)
export const useFanSignOut = () => useFanMutation(signOutFan, { leaving: true })
export const useForgetFan = () => useFanMutation(forgetFan, { leaving: true })
export const useDownloadFanData = () => useMutation({ mutationFn: downloadFanData })
