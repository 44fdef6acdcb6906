// The console's text inputs, selects and text areas: one look for every form.
export const FIELD_CLASS =
  'w-full rounded-xl border border-line-strong bg-bg px-3 py-2 text-sm text-fg outline-none transition focus:border-accent focus:ring-4 focus:ring-accent/20 aria-[invalid=true]:border-danger'
