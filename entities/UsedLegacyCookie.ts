// A signed creator cookie of earlier versions that has signed a browser in (or was held when it
// signed out), by its SHA-256: such a cookie works once. Kept until the cookie's own expiry, after
// which its signature check refuses it anyway.
import { defineEntity, p } from '@mikro-orm/core'

const UsedLegacyCookieSchema = defineEntity({
  name: 'UsedLegacyCookie',
  indexes: [{ properties: ['expiresAt'] }],
  properties: {
    cookieHash: p.string().length(64).primary(),
    expiresAt: p.datetime(),
  },
})

export class UsedLegacyCookie extends UsedLegacyCookieSchema.class {}
UsedLegacyCookieSchema.setClass(UsedLegacyCookie)
