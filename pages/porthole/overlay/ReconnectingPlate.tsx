// All a broadcast shows while its overlay cannot reach Boost: a small plate in the corner, gone as
// soon as the connection is back (the numbers it had stay on screen meanwhile).
export function ReconnectingPlate() {
  return (
    <p
      role="status"
      className="inline-flex w-max items-center gap-1.5 rounded-full bg-black/45 px-2.5 py-1 text-[0.6875rem] font-medium text-white/80 [text-shadow:0_1px_2px_rgb(0_0_0/0.8)]"
      data-overlay-reconnecting
    >
      <span className="size-1.5 animate-pulse rounded-full bg-amber-400" aria-hidden="true" />
      Reconnecting…
    </p>
  )
}
