// The images and sounds a creator uploads for their alerts: checked by their bytes, kept in the
// database (every instance serves them), one row per distinct content, a few dozen per creator.
import { createHash } from 'node:crypto'
import { LockMode } from '@mikro-orm/core'
import { assetUrl } from '../../core/alertLook.ts'
import type { AlertAssetWire } from '../../core/api/alertAssets.ts'
import { AlertAsset } from '../../entities/AlertAsset.ts'
import { Creator } from '../../entities/Creator.ts'
import { CreatorAlerts } from '../../entities/CreatorAlerts.ts'
import type { Db } from '../db.ts'
import { ASSET_MAX_BYTES, assetType } from './assetType.ts'
import { Refusal } from './refusal.ts'

export const MAX_ASSETS_PER_CREATOR = 24
const NAME_LENGTH = 100

export type AlertAssets = ReturnType<typeof createAlertAssets>

export function createAlertAssets(db: Db) {
  const wire = (asset: Pick<AlertAsset, 'creatorId' | 'id' | 'contentType' | 'name' | 'sizeBytes' | 'createdAt'>): AlertAssetWire => ({
    id: asset.id,
    url: assetUrl(asset.creatorId, asset.id),
    kind: asset.contentType.startsWith('image/') ? 'image' : 'sound',
    contentType: asset.contentType,
    name: asset.name,
    sizeBytes: asset.sizeBytes,
    createdAt: asset.createdAt.toISOString(),
  })

  return {
    /** Keeps a file the creator uploaded; the same bytes again answer the asset already kept. */
    async upload(creatorId: string, bytes: Buffer, fileName: string | undefined): Promise<{ asset: AlertAssetWire; created: boolean }> {
      if (bytes.length === 0) throw new Refusal(400, 'The file is empty')
      const type = assetType(bytes)
      if (!type) throw new Refusal(415, 'This file is not an image (PNG, JPEG, WebP or GIF) or a sound (MP3, OGG or WAV)')
      const limit = ASSET_MAX_BYTES[type.kind]
      if (bytes.length > limit) throw new Refusal(413, `${type.kind === 'image' ? 'An image' : 'A sound'} may be at most ${limit / (1024 * 1024)} MB`)
      const id = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${type.extension}`
      return db.transaction(async (tx) => {
        // One upload at a time per creator, so two at once cannot both pass the cap.
        const creator = await tx.em.findOne(Creator, creatorId, { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['id'] })
        if (!creator) throw new Refusal(404, 'No such creator')
        const kept = await tx.em.findOne(AlertAsset, { creatorId, id }, { exclude: ['bytes'] })
        if (kept) return { asset: wire(kept), created: false }
        if ((await tx.em.count(AlertAsset, { creatorId })) >= MAX_ASSETS_PER_CREATOR) {
          throw new Refusal(409, `You keep ${MAX_ASSETS_PER_CREATOR} files already: delete one you no longer use first`)
        }
        const row = { creatorId, id, contentType: type.contentType, name: cleanName(fileName, type.extension), sizeBytes: bytes.length, bytes, createdAt: new Date() }
        await tx.em.insert(AlertAsset, row)
        return { asset: wire(row), created: true }
      })
    },

    list(creatorId: string): Promise<AlertAssetWire[]> {
      return db.em(async (em) => (await em.find(AlertAsset, { creatorId }, { exclude: ['bytes'], orderBy: { createdAt: 'asc', id: 'asc' } })).map((asset) => wire(asset)))
    },

    async read(creatorId: string, id: string): Promise<{ contentType: string; bytes: Uint8Array } | null> {
      const asset = await db.em((em) => em.findOne(AlertAsset, { creatorId, id }, { fields: ['contentType', 'bytes'] }))
      return asset ? { contentType: asset.contentType, bytes: asset.bytes } : null
    },

    /** Deletes a file no alert of the creator's uses any more. */
    async remove(creatorId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const settings = await tx.em.findOne(CreatorAlerts, creatorId, { lockMode: LockMode.PESSIMISTIC_WRITE })
        const used = settings ? [settings.image, settings.soundAsset, ...settings.variants.flatMap((variant) => [variant.image, variant.soundAsset])] : []
        if (used.includes(id)) throw new Refusal(409, 'Your alerts use this file: pick another one for them first')
        const deleted = await tx.em.nativeDelete(AlertAsset, { creatorId, id })
        if (deleted === 0) throw new Refusal(404, 'No file of yours has this id')
      })
    },
  }
}

/** The name shown in the console: one line, no path, at most 100 characters; the type's own when none was given. */
function cleanName(fileName: string | undefined, extension: string): string {
  const base = (fileName ?? '').split(/[\\/]/).pop() ?? ''
  const clean = [...base.replace(/\p{Cc}|[\u202a-\u202e\u2066-\u2069]/gu, '').trim()].slice(0, NAME_LENGTH).join('')
  return clean || `file.${extension}`
}
