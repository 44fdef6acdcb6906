// An image or sound a creator uploaded for their alerts, kept in the database so every server
// instance serves it. Its id is its content's hash with its type's extension: the same bytes
// uploaded twice are one asset, and the address of an asset never serves other bytes.
import { defineEntity, p } from '@mikro-orm/core'

const AlertAssetSchema = defineEntity({
  name: 'AlertAsset',
  properties: {
    creatorId: p.string().length(64).primary(),
    id: p.string().length(40).primary(),
    /** The type its bytes were found to be, whatever the upload declared. */
    contentType: p.string().length(32),
    /** The file's name as uploaded, to tell files apart in the console. */
    name: p.string().length(100),
    sizeBytes: p.integer(),
    bytes: p.blob(),
    createdAt: p.datetime(),
  },
})

export class AlertAsset extends AlertAssetSchema.class {}
AlertAssetSchema.setClass(AlertAsset)
