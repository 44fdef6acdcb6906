// What is wrong with an overlay, for whoever is setting it up in OBS: plainly a setup note (a dashed
// plate headed "Overlay setup"), never mistaken for part of the show. Problems while live get the
// discreet ReconnectingPlate instead.
import type { ReactNode } from 'react'

export function SetupNotice({ title, children, kind }: { title: string; children: ReactNode; kind: string }) {
  return (
    <section
      className="w-[min(92vw,520px)] rounded-2xl border-2 border-dashed border-amber-300/70 bg-[#0c0a14]/95 p-4 text-white"
      aria-labelledby="overlay-setup-title"
      data-overlay-setup={kind}
    >
      <p className="text-[0.6875rem] font-semibold tracking-[0.14em] text-amber-200 uppercase">Overlay setup</p>
      <h1 id="overlay-setup-title" className="mt-1 text-lg leading-snug font-bold break-words">
        {title}
      </h1>
      <div className="mt-1.5 grid gap-1.5 text-sm text-white/80">{children}</div>
    </section>
  )
}

/** Where the streamer finds their own overlay address. */
export function OverlayUrlHint() {
  return (
    <p>
      Copy your overlay URL from <strong className="text-white">Alerts → Your overlay</strong> in the Boost console (<span className="font-mono">/alerts</span>) and paste it
      into the browser source.
    </p>
  )
}
