// This page's islands (renderer/islands/): the frame's, the code samples and the overlay URL builder.
import { FRAME_ISLANDS } from '../../renderer/islands/frameIslands.ts'
import { hydrateIslands } from '../../renderer/islands/hydrateIslands.tsx'
import { PublicCodeBlock, PublicOverlayUrlBuilder } from '../../ui/publicOriginParts.tsx'

await hydrateIslands({ ...FRAME_ISLANDS, 'code-block': PublicCodeBlock, 'overlay-url-builder': PublicOverlayUrlBuilder })
