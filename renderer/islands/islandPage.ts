// The settings of a page that ships no page script: the server renders it whole, and the browser
// loads only the page's +client.ts, which hydrates the islands (./Island.tsx) its islands.ts lists,
// `{ ...FRAME_ISLANDS, 'fee-calculator': FeeCalculator }`. For pages whose only interactive parts
// are islands: `export default { ...islandPage, … }` in the page's +config.ts.
// A link from a page that hydrates whole loads such a page in full, since it cannot render there.
export const islandPage = { clientHooks: false } as const
