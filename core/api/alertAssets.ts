// The images and sounds a creator uploads for their alerts: uploaded as the file's own bytes,
// listed and deleted with the creator's session, served to anyone (overlays in OBS have no
// session) at an address that holds the content's hash, so caches may keep it for good.
import { z } from './zod.ts'
import { ASSET_ID_PATTERN } from '../alertLook.ts'
import { defineEndpoints, OWN_SESSION, OWN_SESSION_ERRORS, PUBLIC, SESSION } from './endpoint.ts'
import { creatorParams } from './fields.ts'

const assetWire = z.object({
  id: z.string().describe('the content’s hash and its type’s extension; what alert settings name'),
  url: z.string().describe('where the file is served, for good'),
  kind: z.enum(['image', 'sound']),
  contentType: z.string().describe('the type its bytes were found to be'),
  name: z.string().describe('the file’s name as uploaded'),
  sizeBytes: z.number().int().positive(),
  createdAt: z.iso.datetime(),
})

export type AlertAssetWire = z.infer<typeof assetWire>

const ASSET_ID = 'must be a file id'
const assetParams = creatorParams.extend({ assetId: z.string(ASSET_ID).regex(ASSET_ID_PATTERN, ASSET_ID) })

export const alertAssetEndpoints = defineEndpoints({
  uploadAlertAsset: {
    method: 'POST',
    path: '/api/creators/:id/alerts/assets',
    summary:
      'Uploads an image (PNG, JPEG, WebP or GIF, at most 2 MB; animated GIFs play) or a sound (MP3, OGG or WAV, at most 1 MB) for the creator’s alerts. ' +
      'The body is the file’s bytes; its type is judged by its content, never its name or declared type. The same file twice is kept once.',
    access: OWN_SESSION,
    security: SESSION,
    params: creatorParams,
    query: z.object({ name: z.string().max(200, 'must be at most 200 characters').optional().describe('the file’s name, to tell files apart in the console') }),
    consumes: 'application/octet-stream',
    response: assetWire,
    errors: {
      400: 'an empty file',
      409: 'the creator keeps as many files as they may: delete one first',
      413: 'an image over 2 MB or a sound over 1 MB',
      415: 'not an image or sound of a type alerts play',
      ...OWN_SESSION_ERRORS,
    },
  },
  alertAssets: {
    method: 'GET',
    path: '/api/creators/:id/alerts/assets',
    summary: 'The images and sounds the creator uploaded, oldest first',
    access: OWN_SESSION,
    security: SESSION,
    params: creatorParams,
    response: z.array(assetWire),
    errors: OWN_SESSION_ERRORS,
  },
  alertAsset: {
    method: 'GET',
    path: '/api/creators/:id/alerts/assets/:assetId',
    summary: 'One uploaded file, with its type and cached for good (its address changes with its content)',
    access: 'public',
    security: PUBLIC,
    params: assetParams,
    produces: 'image/*, audio/*',
    errors: { 400: 'a malformed creator or file id', 404: 'no such file' },
  },
  deleteAlertAsset: {
    method: 'DELETE',
    path: '/api/creators/:id/alerts/assets/:assetId',
    summary: 'Deletes an uploaded file that no alert of the creator’s uses',
    access: OWN_SESSION,
    security: SESSION,
    params: assetParams,
    response: z.object({ deleted: z.literal(true) }),
    errors: { 404: 'no such file', 409: 'an alert uses the file', ...OWN_SESSION_ERRORS },
  },
})
