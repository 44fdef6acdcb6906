import { describe, expect, it } from 'vitest'
import { isRefusedAddress, refusedHost } from './webhookAddress.ts'

describe('isRefusedAddress', () => {
  it('refuses private, loopback, link-local, CGNAT, multicast and unspecified IPv4 addresses', () => {
    for (const address of ['10.1.2.3', '127.0.0.1', '169.254.169.254', '172.16.0.1', '172.31.255.255', '192.168.1.1', '100.64.0.1', '100.127.255.254', '0.0.0.0', '224.0.0.1', '255.255.255.255']) {
      expect(isRefusedAddress(address), address).toBe(true)
    }
  })

  it('refuses the same in IPv6, including unique-local, link-local, multicast and IPv4 carried in IPv6', () => {
    for (const address of ['::', '::1', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'fe80::1%eth0', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '64:ff9b::a9fe:a9fe', '[::1]']) {
      expect(isRefusedAddress(address), address).toBe(true)
    }
  })

  it('allows public addresses', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '100.128.0.1', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8']) {
      expect(isRefusedAddress(address), address).toBe(false)
    }
  })
})

describe('refusedHost', () => {
  it('names a refused literal address or a name resolving to one, and passes a public address', async () => {
    await expect(refusedHost('127.0.0.1')).resolves.toMatch(/private, loopback or reserved/)
    await expect(refusedHost('[::1]')).resolves.toMatch(/private, loopback or reserved/)
    await expect(refusedHost('localhost')).resolves.toMatch(/resolves to a private/)
    await expect(refusedHost('8.8.8.8')).resolves.toBeNull()
  })
})
