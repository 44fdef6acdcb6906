// The settings of a page that ships no page script: the server renders it whole, and the browser
// loads only ./hydrateIslands.tsx, which hydrates the page's islands (./Island.tsx). For pages
// whose only interactive parts are islands: `export default { ...islandPage, … }` in the
// pages/<name>/+config.ts of a top-level page (Vike resolves the entry's path from that file).
// A link from a page that hydrates whole loads such a page in full, since it cannot render there.
export const islandPage = {
  clientHooks: false,
  client: 'import:../../renderer/islands/hydrateIslands.tsx',
} as const
