// The sounds a creator's alerts may play (the built-in ones they picked and their own uploads),
// each loaded once with howler when it is first among them, so the alert that needs one plays it
// at once. A file that fails to load or play is only logged.
import type { Howl } from 'howler'
import { useCallback, useEffect, useRef } from 'react'

/** Returns the function that plays one of `sources` at `volume` (0 to 1). */
export function useAlertSounds(sources: readonly string[]): (src: string, volume: number) => void {
  const howls = useRef(new Map<string, Howl>())
  const key = [...new Set(sources)].sort().join('\n')
  useEffect(() => {
    const wanted = key === '' ? [] : key.split('\n')
    let current = true
    const loaded = howls.current
    for (const [src, howl] of loaded) {
      if (!wanted.includes(src)) {
        howl.unload()
        loaded.delete(src)
      }
    }
    const missing = wanted.filter((src) => !loaded.has(src))
    if (missing.length > 0) {
      import('howler')
        .then(({ Howl }) => {
          if (!current) return
          for (const src of missing) {
            loaded.set(src, new Howl({
              src: [src],
              onloaderror: (_id, error) => console.warn(`[boost] the sound ${src} could not load:`, error),
              onplayerror: (_id, error) => console.warn(`[boost] the sound ${src} could not play:`, error),
            }))
          }
        })
        .catch((error: unknown) => console.warn('[boost] the sound player could not load:', error))
    }
    return () => {
      current = false
    }
  }, [key])
  useEffect(() => {
    const loaded = howls.current
    return () => {
      for (const howl of loaded.values()) howl.unload()
      loaded.clear()
    }
  }, [])
  return useCallback((src: string, volume: number) => {
    const howl = howls.current.get(src)
    if (!howl) return
    howl.volume(volume)
    howl.play()
  }, [])
}
