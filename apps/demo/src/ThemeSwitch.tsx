import { useAppKitTheme } from '@appkit/scaffold'
import { useEffect, useState } from 'react'
import {
  applyPageTheme,
  readThemeChoice,
  resolveThemeMode,
  type ThemeChoice,
  watchSystemTheme,
  withThemeChoice,
} from './demoTheme'

const CHOICES: readonly { value: ThemeChoice; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
]

/**
 * Light, dark or the system's: themes the modal and AppKit's buttons (`setThemeMode`) and the page,
 * and keeps the choice in the query (`?theme=`, read again on reload). Native radio buttons: Tab
 * reaches the group, the arrow keys choose.
 */
export function ThemeSwitch() {
  const { setThemeMode } = useAppKitTheme()
  const [choice, setChoice] = useState<ThemeChoice>(() => readThemeChoice(window.location.search))
  useEffect(() => {
    const apply = () => {
      const mode = resolveThemeMode(choice)
      setThemeMode(mode)
      applyPageTheme(mode)
    }
    apply()
    return choice === 'system' ? watchSystemTheme(apply) : undefined
  }, [choice, setThemeMode])
  const choose = (next: ThemeChoice) => {
    setChoice(next)
    const { pathname, search, hash } = window.location
    window.history.replaceState(null, '', `${pathname}${withThemeChoice(search, next)}${hash}`)
  }
  return (
    <fieldset className="segmented">
      <legend className="demo-phone-hidden">Theme</legend>
      <div className="segmented-options">
        {CHOICES.map(({ value, label }) => (
          <label key={value}>
            <input
              type="radio"
              name="demo-theme"
              value={value}
              checked={choice === value}
              onChange={() => choose(value)}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
