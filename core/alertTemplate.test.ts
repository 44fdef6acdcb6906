import { describe, expect, it } from 'vitest'
import { DEFAULT_TEMPLATE, renderTemplate, templateProblem, templateText } from './alertTemplate.ts'

describe('renderTemplate', () => {
  it('fills each token with its value and keeps the words around them', () => {
    const parts = renderTemplate(DEFAULT_TEMPLATE, { name: 'Maya', amount: '€20.00' })
    expect(parts).toEqual([{ text: 'Maya', token: 'name' }, { text: ' boosted ' }, { text: '€20.00', token: 'amount' }, { text: '!' }])
  })

  it('keeps markup in a value as the text it is', () => {
    expect(templateText(renderTemplate('{name}: {message}', { name: '<img src=x onerror=alert(1)>', message: '<b>hi</b>' }))).toBe('<img src=x onerror=alert(1)>: <b>hi</b>')
  })

  it('leaves out a token with no value, such as {months} for a one-off boost', () => {
    expect(templateText(renderTemplate('{name} boosted{months}', { name: 'Maya' }))).toBe('Maya boosted')
  })
})

describe('templateProblem', () => {
  it('accepts the known tokens, and says which token is unknown', () => {
    expect(templateProblem('{name} {amount} {message} {months}')).toBeNull()
    expect(templateProblem('Thanks {Name}')).toBe('has an unknown token {Name}: use {name}, {amount}, {message}, {months}')
  })

  it('refuses stray braces, empty text, line breaks and text over 120 characters', () => {
    expect(templateProblem('a } b')).toBe('has a { or } that does not close a token')
    expect(templateProblem('')).toBe('must not be empty')
    expect(templateProblem('a\tb')).toBe('must be one line of plain text')
    expect(templateProblem('é'.repeat(120))).toBeNull()
    expect(templateProblem('é'.repeat(121))).toBe('must be at most 120 characters')
  })
})
