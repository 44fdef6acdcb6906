import { describe, expect, it } from 'vitest'
import { assetType } from './assetType.ts'

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))))

describe('assetType', () => {
  it('knows each image and sound type by its first bytes', () => {
    expect(assetType(bytes('\x89PNG\r\n\x1a\n', [0, 0]))?.contentType).toBe('image/png')
    expect(assetType(bytes([0xff, 0xd8, 0xff, 0xe0]))?.contentType).toBe('image/jpeg')
    expect(assetType(bytes('GIF89a', [1, 0]))?.contentType).toBe('image/gif')
    expect(assetType(bytes('GIF87a'))?.contentType).toBe('image/gif')
    expect(assetType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))?.contentType).toBe('image/webp')
    expect(assetType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))?.contentType).toBe('audio/wav')
    expect(assetType(bytes('OggS', [0]))?.contentType).toBe('audio/ogg')
    expect(assetType(bytes('ID3', [4, 0]))?.contentType).toBe('audio/mpeg')
    expect(assetType(bytes([0xff, 0xfb, 0x90, 0x64]))?.contentType).toBe('audio/mpeg')
  })

  it('knows nothing else, whatever it claims to be', () => {
    expect(assetType(bytes('GIF is what this text says it is'))).toBeNull()
    expect(assetType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(assetType(bytes('RIFF', [0, 0, 0, 0], 'AVI '))).toBeNull()
    expect(assetType(bytes([0xff, 0xe1]))).toBeNull()
    expect(assetType(bytes(''))).toBeNull()
  })
})
