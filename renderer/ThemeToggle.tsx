// System / light / dark, as a small segmented control of toggle buttons.
import { useEffect, useState } from 'react'
import { MonitorIcon, MoonIcon, SunIcon } from '../assets/icons.tsx'
import { applyThemeChoice, readThemeChoice, type ThemeChoice } from './theme.ts'

const CHOICES = [
  { value: 'system', label: 'System theme', Icon: MonitorIcon },
  { value: 'light', label: 'Light theme', Icon: SunIcon },
  { value: 'dark', label: 'Dark theme', Icon: MoonIcon },
] as const

export function ThemeToggle() {
  const [choice, setChoice] = useState<ThemeChoice>('system')
  useEffect(() => setChoice(readThemeChoice()), [])
  return (
    <div role="group" aria-label="Theme" className="inline-flex items-center gap-0.5 rounded-full border border-line bg-surface p-0.5">
      {CHOICES.map(({ value, label, Icon }) => {
        const checked = choice === value
        return (
          <button
            key={value}
            type="button"
            aria-pressed={checked}
            aria-label={label}
            title={label}
            onClick={() => {
              applyThemeChoice(value)
              setChoice(value)
            }}
            className={`grid size-7 place-items-center rounded-full transition-colors ${
              checked ? 'bg-surface-2 text-fg shadow-soft' : 'text-fg-subtle hover:text-fg'
            }`}
          >
            <Icon size={15} />
          </button>
        )
      })}
    </div>
  )
}
