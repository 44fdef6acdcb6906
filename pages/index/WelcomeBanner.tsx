// The first-visit banner pointing creators to Easy Setup, and when to show it.
import { useEffect, useState } from 'react'
import { CloseIcon } from '../../assets/icons.tsx'
import { tracked } from '../../ui/productEvents.ts'

const VISITED_KEY = 'boost:visited'

/**
 * Marks <html> data-visited before the first paint (in the head's boot script) when the banner will
 * not show, so the server can send the banner in every page: shown at once to a first visit, never
 * painted for a returning one, and nothing moves when the page hydrates.
 */
export const VISITED_BOOT_SCRIPT = `try{if(localStorage.getItem('${VISITED_KEY}')==='true'&&new URLSearchParams(location.search).get('force')!=='home')document.documentElement.dataset.visited=''}catch(e){}`

/** The visited flag: first visits, and any visit with ?force=home, get the welcome banner. */
function useFirstVisit() {
  const [show, setShow] = useState(true)
  useEffect(() => {
    const forced = new URLSearchParams(window.location.search).get('force') === 'home'
    let visited = false
    try {
      visited = localStorage.getItem(VISITED_KEY) === 'true'
      localStorage.setItem(VISITED_KEY, 'true')
    } catch {
      // Without storage every visit counts as the first.
    }
    setShow(forced || !visited)
  }, [])
  return { show, dismiss: () => setShow(false) }
}

/** The banner, shown to a first visit until dismissed: an island of the home page. */
export function WelcomeBanner() {
  const { show, dismiss } = useFirstVisit()
  if (!show) return null
  return (
    <div className="border-b border-accent/15 bg-accent-soft in-data-visited:hidden" data-welcome-banner>
      <div className="container-boost flex min-h-11 items-center justify-between gap-3 py-2 text-sm">
        <p className="text-fg-muted">
          <span className="font-semibold text-fg">New here?</span> Creators get a Boost button in about two minutes.{' '}
          <a href="/easy" {...tracked('banner_easy')} className="font-semibold whitespace-nowrap text-accent-text hover:underline">
            Try Easy Setup →
          </a>
        </p>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss"
          className="grid size-7 shrink-0 place-items-center rounded-full text-fg-subtle transition hover:bg-surface hover:text-fg"
        >
          <CloseIcon size={14} />
        </button>
      </div>
    </div>
  )
}
