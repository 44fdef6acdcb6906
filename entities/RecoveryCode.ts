// A creator's recovery codes: ten at a time, shown once, stored as SHA-256 hashes, each signs in once.
import { defineEntity, p } from '@mikro-orm/core'
import { Creator } from './Creator.ts'

const RecoveryCodeSchema = defineEntity({
  name: 'RecoveryCode',
  indexes: [{ properties: ['creatorId'] }],
  properties: {
    codeHash: p.string().length(64).primary(),
    creatorId: () => p.manyToOne(Creator).mapToPk().fieldName('creator_id').createForeignKeyConstraint(false),
    createdAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
})

export class RecoveryCode extends RecoveryCodeSchema.class {}
RecoveryCodeSchema.setClass(RecoveryCode)
