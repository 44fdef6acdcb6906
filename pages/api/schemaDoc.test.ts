import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { documentSchema } from './schemaDoc.ts'

describe('documentSchema', () => {
  it('lists an object’s fields with their types, whether required, descriptions and limits', () => {
    const doc = documentSchema(
      z.object({
        amount: z.number().int().min(1).max(5000).describe('in whole dollars'),
        currency: z.enum(['usd', 'eur']).default('usd'),
        message: z.string().max(280).nullish(),
      }),
      'input',
    )
    expect(doc.type).toBe('object')
    expect(doc.fields).toEqual([
      { name: 'amount', required: true, type: 'integer', description: 'in whole dollars', constraints: ['1 to 5000'], children: [] },
      { name: 'currency', required: false, type: '"usd" | "eur"', description: null, constraints: ['default "usd"'], children: [] },
      { name: 'message', required: false, type: 'string | null', description: null, constraints: ['0 to 280 characters'], children: [] },
    ])
  })

  it('documents nested objects and arrays of objects', () => {
    const doc = documentSchema(z.array(z.object({ rank: z.number().int().positive(), supporter: z.object({ anonId: z.string() }) })), 'output')
    expect(doc.type).toBe('object[]')
    expect(doc.fields.map((field) => field.name)).toEqual(['rank', 'supporter'])
    expect(doc.fields[0]?.constraints).toEqual(['> 0'])
    expect(doc.fields[1]?.children).toMatchObject([{ name: 'anonId', type: 'string', required: true }])
  })

  it('makes an example value from the schema', () => {
    const doc = documentSchema(
      z.object({
        supporterId: z.guid(),
        creatorId: z.string().regex(/^[a-z0-9_-]{3,64}$/),
        gross: z.string().regex(/^-?\d+$/),
        ts: z.iso.datetime(),
        tier: z.union([z.literal(1), z.literal(2)]),
        next: z.object({ xp: z.number().int().nonnegative() }).nullable(),
      }),
      'output',
    )
    expect(JSON.parse(doc.example)).toEqual({
      supporterId: '6f1c2b0e-8d2a-4c53-9a51-2f0c7e9b1d4a',
      creatorId: 'your-creator-id',
      gross: '500',
      ts: '2025-08-01T18:30:00.000Z',
      tier: 1,
      next: { xp: 0 },
    })
  })

  it('documents a schema JSON Schema cannot express as "any" instead of failing', () => {
    const doc = documentSchema(z.custom<string>(() => true), 'output')
    expect(doc.type).toBe('any')
    expect(doc.fields).toEqual([])
  })
})
