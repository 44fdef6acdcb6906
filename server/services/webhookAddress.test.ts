import { describe, expect, it } from 'vitest'
import { isRefusedAddress, refusedHost } from './webhookAddress.ts'

describe('isRefusedAddress', () => {
  it('refuses private, loopback, link-local, CGNAT, multicast and unspecified IPv4 addresses', () => {
    for (const address of ['10.1.2.3', '127.0.0.1', '169.254.169.254', '172.16.0.1', '172.31.255.255', '192.168.1.1', '100.64.0.1', '100.127.255.254', '0.0.0.0', '224.0.0.1', '255.255.255.255']) {
      expect(isRefusedAddress(address), address).toBe(true)
    }
  })

  it('refuses the same in IPv6, including unique-local, link-local, multicast and IPv4 carried in IPv6', () => {
    for (const address of ['::', '::1', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'fe80::1%eth0', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '64:ff9b::a9fe:a9fe', '[::1]', 'not-an-address']) {
      expect(isRefusedAddress(address), address).toBe(true)
    }
  })

  it('refuses every IPv6 special-use range, those that carry or reach IPv4 included', () => {
    const special = [
      '64:ff9b:1::a00:1', // local NAT64
      '64:ff9b::808:808', // NAT64's well-known prefix
      '2002:a00:1::1', // 6to4, carrying 10.0.0.1
      '2002:808:808::1', // 6to4 all the same: a relay decides where it goes
      '2001::1', // Teredo
      '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
      '3fff::1', // documentation
      '3fff:fff:ffff::1',
      '2001:2::1', // benchmarking
      '5f00::1', // segment routing
      '2001:10::1', // ORCHID
      '2001:db8::1', // documentation
      '::7f00:1', // IPv4-compatible, deprecated
      '100::1', // discard
      '4000::1', // not yet allocated
    ]
    for (const address of special) expect(isRefusedAddress(address), address).toBe(true)
  })

  it('refuses IPv4 documentation, benchmarking, reserved and broadcast ranges', () => {
    for (const address of ['192.0.2.1', '198.51.100.7', '203.0.113.9', '198.18.0.1', '192.0.0.8', '240.0.0.1', '192.88.99.1']) {
      expect(isRefusedAddress(address), address).toBe(true)
    }
  })

  it('allows public addresses', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '100.128.0.1', '172.32.0.1', '2606:4700::1111', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8']) {
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
