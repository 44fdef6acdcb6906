import { describe, expect, it } from 'vitest'
import { errorStatus, isNetworkError, serverErrorText } from './serverError.ts'

describe('serverErrorText', () => {
  it('reads the error of a JSON body', () => {
    expect(serverErrorText(new Error('403: {"error":"This creator belongs to another browser"}'))).toBe('This creator belongs to another browser')
  })

  it('has nothing for a plain status text, an HTML page or another JSON shape', () => {
    expect(serverErrorText(new Error('502: Bad Gateway'))).toBeNull()
    expect(serverErrorText(new Error('502: <html><body>nginx</body></html>'))).toBeNull()
    expect(serverErrorText(new Error('500: {"message":"x"}'))).toBeNull()
  })

  it('has nothing to say about a network failure', () => {
    expect(serverErrorText(new TypeError('Failed to fetch'))).toBeNull()
    expect(serverErrorText('nope')).toBeNull()
  })
})

describe('isNetworkError', () => {
  it('tells an unanswered request from an answered one', () => {
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true)
    expect(isNetworkError(new Error('500: Internal error'))).toBe(false)
    expect(errorStatus(new Error('429: {"error":"Too many requests"}'))).toBe(429)
  })
})
