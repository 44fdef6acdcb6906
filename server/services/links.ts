// Finding the links in a message so none reaches fans: any domain under a top-level domain IANA
// lists (the `tlds` package), with or without a scheme, international ones included, and bare IPv4
// and IPv6 addresses. Links are read on moderationText.ts's folded text, with defanged dots
// ("evil[.]com", "evil(dot)com") read as dots, so look-alike and disguised forms are found too.
import ipaddr from 'ipaddr.js'
import LinkifyIt from 'linkify-it'
import tlds from 'tlds' with { type: 'json' }
import { readText, replacedIn, shownSpan, type Span } from './moderationText.ts'

const linkify = new LinkifyIt().tlds(tlds)

const DEFANGED_DOT = /\s*(?:\[\s*(?:\.|dot)\s*\]|\(\s*(?:\.|dot)\s*\)|\{\s*(?:\.|dot)\s*\})\s*/giu

// Candidates a validator then confirms: four dotted numbers, or hex groups with two colons or more
// (bracketed or not), each with the port, zone and path a link may carry.
const IPV4 = /(?<![\w.])(\d{1,3}(?:\.\d{1,3}){3})(?![\w.]*\w)(?::\d{1,5})?(?:[/?#]\S*)?/gu
const IPV6_GROUPS = String.raw`((?:[0-9a-f]{0,4}:){2,7}(?:[0-9a-f]{0,4}|\d{1,3}(?:\.\d{1,3}){3}))(?:%\w+)?`
const IPV6 = new RegExp(String.raw`(?<![\w:])(?:\[${IPV6_GROUPS}\](?::\d{1,5})?|${IPV6_GROUPS}(?![\w:]))(?:[/?#]\S*)?`, 'giu')

/** The spans of the shown text that are links, in order and without overlap. */
export function linkSpans(shown: string): Span[] {
  const read = replacedIn(readText(shown), DEFANGED_DOT, '.')
  const found: Span[] = (linkify.match(read.text) ?? []).map((link) => shownSpan(read, link.index, link.lastIndex))
  for (const match of read.text.matchAll(IPV4)) {
    if (ipaddr.IPv4.isValidFourPartDecimal(match[1]!)) found.push(shownSpan(read, match.index, match.index + match[0].length))
  }
  for (const match of read.text.matchAll(IPV6)) {
    const address = match[1] ?? match[2]!
    if (/[0-9a-f]/iu.test(address) && ipaddr.IPv6.isValid(address)) found.push(shownSpan(read, match.index, match.index + match[0].length))
  }
  return merged(found)
}

function merged(spans: Span[]): Span[] {
  const sorted = spans.toSorted((a, b) => a.start - b.start)
  const result: Span[] = []
  for (const span of sorted) {
    const last = result.at(-1)
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end)
    else result.push({ ...span })
  }
  return result
}
