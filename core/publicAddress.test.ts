import { describe, expect, it } from 'vitest'
import { isIpAddressUrl, passkeyAddressProblem } from './publicAddress.ts'

describe('isIpAddressUrl', () => {
  it('tells IP addresses from host names', () => {
    expect(isIpAddressUrl('http://127.0.0.1:3000')).toBe(true)
    expect(isIpAddressUrl('http://[::1]:3000')).toBe(true)
    expect(isIpAddressUrl('https://10.0.0.5')).toBe(true)
    expect(isIpAddressUrl('http://localhost:3000')).toBe(false)
    expect(isIpAddressUrl('https://boost.example')).toBe(false)
    expect(isIpAddressUrl('https://1password.example')).toBe(false)
  })
})

describe('passkeyAddressProblem', () => {
  it('names a host name to use instead of an IP address, and says nothing for a name', () => {
    expect(passkeyAddressProblem('http://127.0.0.1:3000')).toBe(
      'Passkeys need a host name, and PUBLIC_URL is http://127.0.0.1:3000, an IP address: browsers refuse to make or use passkeys there. Set PUBLIC_URL to a name, such as http://localhost:3000 on this machine or your domain in production.',
    )
    expect(passkeyAddressProblem('https://boost.example')).toBeNull()
    expect(passkeyAddressProblem('')).toBeNull()
  })
})
