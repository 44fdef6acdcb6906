// Recovery codes: ten at a time, each "xxxx-xxxx-xxxx" (60 random bits), shown once and stored as
// SHA-256 hashes; each signs in once. Making new ones voids the old.
import { createHash, randomInt } from 'node:crypto'
import { LockMode } from '@mikro-orm/core'
import { Creator } from '../../entities/Creator.ts'
import { RecoveryCode } from '../../entities/RecoveryCode.ts'
import type { Db } from '../db.ts'

const CODES_AT_A_TIME = 10
// No 0/O, 1/I/L: a code read off paper is typed right.
const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz'
const GROUPS = 3
const GROUP_LENGTH = 4

export type RecoveryCodes = ReturnType<typeof createRecoveryCodes>

export function createRecoveryCodes(db: Db) {
  return {
    /** Ten new codes for the creator, in place of any earlier ones. */
    async generate(creatorId: string): Promise<string[]> {
      const codes = Array.from({ length: CODES_AT_A_TIME }, newCode)
      const createdAt = new Date()
      await db.transaction(async ({ em }) => {
        // Holding the creator's row makes requests for new codes take turns: each deletes the
        // codes the one before it committed, so only the last set stays valid.
        await em.findOne(Creator, creatorId, { fields: ['id'], lockMode: LockMode.PESSIMISTIC_WRITE })
        await em.nativeDelete(RecoveryCode, { creatorId })
        await em.insertMany(RecoveryCode, codes.map((code) => ({ codeHash: hashOf(code), creatorId, createdAt, usedAt: null })))
      })
      return codes
    },

    /** The creator a code signs in, marking it used; null for a code that is unknown or was used. */
    async redeem(code: string): Promise<string | null> {
      const codeHash = hashOf(code)
      return db.em(async (em) => {
        // Only an unused code is marked: of two requests with one code, one wins.
        const marked = await em.nativeUpdate(RecoveryCode, { codeHash, usedAt: null }, { usedAt: new Date() })
        if (marked === 0) return null
        return (await em.findOne(RecoveryCode, { codeHash }, { fields: ['creatorId'] }))?.creatorId ?? null
      })
    },

    left(creatorId: string): Promise<number> {
      return db.em((em) => em.count(RecoveryCode, { creatorId, usedAt: null }))
    },
  }
}

function newCode(): string {
  const groups = Array.from({ length: GROUPS }, () => Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''))
  return groups.join('-')
}

/** Spaces, dashes and case do not matter: "ABCD EFGH JKMN" is "abcd-efgh-jkmn". */
function hashOf(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex')
}
