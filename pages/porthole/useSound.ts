// One of our sounds played with howler, loaded the first time it is wanted (howler itself loaded
// then too); a file that fails to load or play is only logged.
import type { Howl } from 'howler'
import { useCallback, useEffect, useRef } from 'react'

/** Returns the function that plays `src` at `volume` (0 to 1); nothing plays while `src` is null. */
export function useSound(src: string | null, volume: number): () => void {
  const howl = useRef<Howl | null>(null)
  // The volume a sound loaded later starts at: the latest one, not the one when loading began.
  const volumeNow = useRef(volume)
  useEffect(() => {
    if (!src) return
    let current = true
    import('howler')
      .then(({ Howl }) => {
        if (!current) return
        howl.current = new Howl({
          src: [src],
          volume: volumeNow.current,
          onloaderror: (_id, error) => console.warn(`[boost] the sound ${src} could not load:`, error),
          onplayerror: (_id, error) => console.warn(`[boost] the sound ${src} could not play:`, error),
        })
      })
      .catch((error: unknown) => console.warn('[boost] the sound player could not load:', error))
    return () => {
      current = false
      howl.current?.unload()
      howl.current = null
    }
  }, [src])
  useEffect(() => {
    volumeNow.current = volume
    howl.current?.volume(volume)
  }, [volume])
  return useCallback(() => void howl.current?.play(), [])
}
