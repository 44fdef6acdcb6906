// Creator pages' share images, rendered on the server: satori lays the card out (./creatorCardTree.ts)
// with the Inter font kept in assets/fonts (SIL Open Font License, beside it), and resvg turns its
// SVG into the PNG that link previews take. A render costs tens of milliseconds of CPU, so each
// image is kept in memory under the hash of what it shows: the same name, colour and goal progress
// are never drawn twice, and the hash is also the image's ETag and the version in its URL.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import satori, { type Font } from 'satori'
import { cardVersion } from './cardContent.ts'
import { type CreatorCardContent, creatorCardTree } from './creatorCardTree.ts'

const WIDTH = 1200
const HEIGHT = 630
/** Kept images, oldest dropped first: about 60 KB each. */
const MAX_KEPT = 200

const FONT_DIR = join(import.meta.dirname, '../../../assets/fonts')

export type CreatorCard = { version: string; png: Buffer }
export type CreatorCards = ReturnType<typeof createCreatorCards>

export function createCreatorCards() {
  let fonts: Font[] | undefined
  const kept = new Map<string, Promise<Buffer>>()

  const loadFonts = (): Font[] =>
    (fonts ??= (['latin', 'latin-ext'] as const).flatMap((subset) =>
      ([400, 700] as const).map((weight) => ({ name: 'Inter', data: readFileSync(join(FONT_DIR, `inter-${subset}-${weight}-normal.woff`)), weight, style: 'normal' as const })),
    ))

  async function draw(content: CreatorCardContent): Promise<Buffer> {
    // satori takes React-element-like objects as its documented alternative to JSX.
    const svg = await satori(creatorCardTree(content) as unknown as Parameters<typeof satori>[0], { width: WIDTH, height: HEIGHT, fonts: loadFonts() })
    return new Resvg(svg, { fitTo: { mode: 'width', value: WIDTH } }).render().asPng()
  }

  return {
    /** The card for this content, drawn once and kept; a request for one being drawn waits for that drawing. */
    async render(content: CreatorCardContent): Promise<CreatorCard> {
      const version = cardVersion(content)
      let png = kept.get(version)
      if (png) {
        // Refreshed as the newest, so the images in use stay.
        kept.delete(version)
        kept.set(version, png)
      } else {
        png = draw(content)
        kept.set(version, png)
        png.catch(() => kept.delete(version))
        if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!)
      }
      return { version, png: await png }
    },
    /** How many images are kept (tests read it). */
    get size() {
      return kept.size
    },
  }
}
