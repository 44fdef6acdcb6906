// What an uploaded file is, judged by its first bytes alone: a name or a declared type is what the
// uploader says, the bytes are what a browser will decode. Only the types alerts can use are known.

export type AssetType = { kind: 'image' | 'sound'; contentType: string; extension: string }

const MB = 1024 * 1024
export const ASSET_MAX_BYTES = { image: 2 * MB, sound: 1 * MB } as const

const ascii = (bytes: Uint8Array, at: number, text: string) => [...text].every((char, index) => bytes[at + index] === char.charCodeAt(0))

export function assetType(bytes: Uint8Array): AssetType | null {
  if (ascii(bytes, 0, '\x89PNG\r\n\x1a\n')) return { kind: 'image', contentType: 'image/png', extension: 'png' }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { kind: 'image', contentType: 'image/jpeg', extension: 'jpg' }
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return { kind: 'image', contentType: 'image/gif', extension: 'gif' }
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return { kind: 'image', contentType: 'image/webp', extension: 'webp' }
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return { kind: 'sound', contentType: 'audio/wav', extension: 'wav' }
  if (ascii(bytes, 0, 'OggS')) return { kind: 'sound', contentType: 'audio/ogg', extension: 'ogg' }
  // An ID3 tag, or straight into an MPEG audio frame (11 sync bits, a layer that is not "reserved").
  if (ascii(bytes, 0, 'ID3') || (bytes[0] === 0xff && bytes[1] !== undefined && (bytes[1] & 0xe0) === 0xe0 && (bytes[1] & 0x06) !== 0)) {
    return { kind: 'sound', contentType: 'audio/mpeg', extension: 'mp3' }
  }
  return null
}

