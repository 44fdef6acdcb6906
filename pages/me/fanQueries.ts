// The fan page's server state: who this browser's fan is (null when it has none), and the calls
// that change it, each refreshing what the page shows.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { downloadFanData, FAN_KEY, fetchFan, forgetFan, saveFanPasskey, signInAsFan, signOutFan } from '../../ui/fans/fanApi.ts'
import { SUMMARY_KEY } from '../../ui/fans/queries.ts'

export const useFan = () => useQuery({ queryKey: FAN_KEY, queryFn: ({ signal }) => fetchFan(signal) })

function useFanMutation<T>(run: () => Promise<T>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: FAN_KEY }), queryClient.invalidateQueries({ queryKey: SUMMARY_KEY })]),
  })
}

export const useSaveFanPasskey = () => useFanMutation(saveFanPasskey)
export const useFanSignIn = () => useFanMutation(signInAsFan)
export const useFanSignOut = () => useFanMutation(signOutFan)
export const useForgetFan = () => useFanMutation(forgetFan)
export const useDownloadFanData = () => useMutation({ mutationFn: downloadFanData })
