// The power-up sound (howler, volume 0.3), loaded the first time sounds are switched on; a file
// that fails to load or play is only logged (spec §8).
import type { Howl } from 'howler'
import { useCallback, useEffect, useRef } from 'react'
import powerUpUrl from '../../assets/sounds/power-up.wav'
import { multiplesCrossed, POWER_UP_VOLUME } from './powerUp.ts'

export function usePowerUpSound(enabled: boolean): () => void {
  const howl = useRef<Howl | null>(null)
  useEffect(() => {
    if (!enabled || howl.current) return
    let current = true
    import('howler')
      .then(({ Howl }) => {
        if (!current) return
        howl.current = new Howl({
          src: [powerUpUrl],
          volume: POWER_UP_VOLUME,
          onloaderror: (_id, error) => console.warn('[boost] the power-up sound could not load:', error),
          onplayerror: (_id, error) => console.warn('[boost] the power-up sound could not play:', error),
        })
      })
      .catch((error: unknown) => console.warn('[boost] the sound player could not load:', error))
    return () => {
      current = false
    }
  }, [enabled])
  useEffect(() => () => void howl.current?.unload(), [])
  return useCallback(() => {
    if (enabled) howl.current?.play()
  }, [enabled])
}

/** Plays once whenever `value` rises past a multiple of `step`. */
export function usePowerUpOnCrossing(value: number | null, step: number, play: () => void): void {
  const previous = useRef(value)
  useEffect(() => {
    const before = previous.current
    previous.current = value
    if (before !== null && value !== null && multiplesCrossed(before, value, step) > 0) play()
  }, [value, step, play])
}
