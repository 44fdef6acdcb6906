// Server-wide values that every instance must agree on, such as the cookie signing secret.
import { defineEntity, p } from '@mikro-orm/core'

const SettingSchema = defineEntity({
  name: 'Setting',
  properties: {
    key: p.string().length(64).primary(),
    value: p.text(),
  },
})

export class Setting extends SettingSchema.class {}
SettingSchema.setClass(Setting)
