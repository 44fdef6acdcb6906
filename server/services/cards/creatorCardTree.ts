// The share image of a creator's page (1200 x 630) as the element tree satori lays out: their
// avatar in their colour, their name, and their goal's progress, or an invitation to boost when
// they have none. Plain objects of { type, props } (satori reads them as React elements), so the
// server needs no JSX.
import { initialsOf } from '../../../core/creatorPage.ts'
import { formatCents } from '../../../core/money.ts'

/** Everything the image shows: the cache key is made from exactly this. */
export type CreatorCardContent = {
  name: string
  color: string
  goal: { title: string; raisedCents: number; targetCents: number; currency: string; monthly: boolean } | null
}

type Child = CardNode | string
export type CardNode = { type: string; props: { style?: Record<string, string | number>; children?: Child | Child[] } }

const INK = '#0d0b14'
const MUTED = '#5b5670'
const SURFACE = '#ffffff'
const PAGE = '#f6f4fb'
const TRACK = '#e7e3f0'

const el = (type: string, style: Record<string, string | number>, children?: Child | Child[]): CardNode => ({ type, props: { style, ...(children === undefined ? {} : { children }) } })

export function creatorCardTree({ name, color, goal }: CreatorCardContent): CardNode {
  // Long names step down in size so that two lines hold them.
  const nameSize = name.length > 28 ? 56 : name.length > 16 ? 68 : 80
  return el('div', { width: '100%', height: '100%', boxSizing: 'border-box', display: 'flex', flexDirection: 'column', background: PAGE, fontFamily: 'Inter', color: INK, padding: 64 }, [
    el('div', { position: 'absolute', top: 0, left: 0, width: 1200, height: 18, background: color }),
    el('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between' }, [
      el('div', { display: 'flex', alignItems: 'center', fontSize: 30, fontWeight: 700, color: INK }, [
        el('div', { display: 'flex', width: 44, height: 44, borderRadius: 12, background: INK, color: '#ffffff', alignItems: 'center', justifyContent: 'center', marginRight: 14, fontSize: 26 }, 'B'),
        'Boost',
      ]),
      el('div', { display: 'flex', fontSize: 26, color: MUTED }, 'Boosts that show up live'),
    ]),
    el('div', { display: 'flex', alignItems: 'center', marginTop: 56 }, [
      el('div', { display: 'flex', width: 176, height: 176, borderRadius: 44, background: color, color: '#ffffff', alignItems: 'center', justifyContent: 'center', fontSize: 76, fontWeight: 700, flexShrink: 0 }, initialsOf(name)),
      el('div', { display: 'flex', flexDirection: 'column', marginLeft: 48, flex: 1, minWidth: 0 }, [
        el('div', { display: 'block', fontSize: nameSize, fontWeight: 700, lineHeight: 1.08, letterSpacing: -1.5, lineClamp: 2, overflow: 'hidden' }, name),
        el('div', { display: 'flex', fontSize: 30, color: MUTED, marginTop: 12 }, 'on Boost'),
      ]),
    ]),
    el('div', { display: 'flex', flex: 1 }),
    goal ? goalPanel(goal, color) : invitation(color),
  ])
}

function goalPanel(goal: NonNullable<CreatorCardContent['goal']>, color: string): CardNode {
  const share = goal.targetCents > 0 ? Math.min(1, goal.raisedCents / goal.targetCents) : 0
  const percent = Math.floor(share * 100)
  const raised = `${formatCents(goal.raisedCents, goal.currency)} of ${formatCents(goal.targetCents, goal.currency)}${goal.monthly ? ' a month' : ''}`
  return el('div', { display: 'flex', flexDirection: 'column', background: SURFACE, borderRadius: 32, padding: '30px 36px', border: `2px solid ${TRACK}` }, [
    el('div', { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }, [
      el('div', { display: 'block', fontSize: 32, fontWeight: 700, maxWidth: 760, lineClamp: 1, overflow: 'hidden' }, goal.title),
      el('div', { display: 'flex', fontSize: 32, fontWeight: 700, color }, `${percent}%`),
    ]),
    el('div', { display: 'flex', width: '100%', height: 22, borderRadius: 11, background: TRACK, marginTop: 18 }, [
      el('div', { display: 'flex', width: `${Math.max(share * 100, share > 0 ? 2 : 0)}%`, height: 22, borderRadius: 11, background: color }),
    ]),
    el('div', { display: 'flex', fontSize: 26, color: MUTED, marginTop: 16 }, raised),
  ])
}

function invitation(color: string): CardNode {
  return el('div', { display: 'flex', alignItems: 'center', background: SURFACE, borderRadius: 32, padding: '30px 36px', border: `2px solid ${TRACK}`, fontSize: 32 }, [
    el('div', { display: 'flex', width: 18, height: 18, borderRadius: 9, background: color, marginRight: 20 }),
    'Send a boost: $5, $10 or $20 that shows up live.',
  ])
}
