// The power-up sound (volume 0.3), loaded the first time sounds are switched on.
import { useEffect, useRef } from 'react'
import powerUpUrl from '../../assets/sounds/power-up.wav'
import { multiplesCrossed, POWER_UP_VOLUME } from './powerUp.ts'
import { useSound } from './useSound.ts'

export function usePowerUpSound(enabled: boolean): () => void {
  return useSound(enabled ? powerUpUrl : null, POWER_UP_VOLUME)
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
