// Small images and sounds made in code for the alert upload tests: an animated GIF (blocks of
// colour that swap each frame) and a WAV tone, both real files a browser plays.

/** An animated GIF of `size` x `size` pixels: two frames, each a 2x2 grid of the given colours, looping. */
export function animatedGif(size: number, colors: [number, number, number][] = [[245, 158, 11], [217, 70, 239], [34, 197, 94], [12, 10, 20]]): Buffer {
  const palette = Buffer.from(colors.slice(0, 4).flat())
  const frame = (shift: number) => {
    const pixels = Array.from({ length: size * size }, (_, index) => {
      const [x, y] = [index % size, Math.floor(index / size)]
      return ((x < size / 2 ? 0 : 1) + (y < size / 2 ? 0 : 2) + shift) % 4
    })
    return Buffer.concat([
      Buffer.from([0x21, 0xf9, 0x04, 0x04, 40, 0, 0, 0]),
      Buffer.from([0x2c, 0, 0, 0, 0, size & 0xff, size >> 8, size & 0xff, size >> 8, 0]),
      Buffer.from([2]),
      subBlocks(lzwWithoutCompression(pixels)),
    ])
  }
  return Buffer.concat([
    Buffer.from('GIF89a'),
    Buffer.from([size & 0xff, size >> 8, size & 0xff, size >> 8, 0xf1, 0, 0]),
    palette,
    Buffer.from([0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0'), 0x03, 0x01, 0, 0, 0]),
    frame(0),
    frame(1),
    Buffer.from([0x3b]),
  ])
}

/**
 * GIF image data at code size 2 that never grows its table past 3-bit codes: a clear code before
 * every two pixels. Larger than real compression, but every decoder reads it.
 */
function lzwWithoutCompression(pixels: number[]): Buffer {
  const codes: number[] = []
  pixels.forEach((pixel, index) => {
    if (index % 2 === 0) codes.push(4)
    codes.push(pixel)
  })
  codes.push(5)
  const bytes: number[] = []
  let bits = 0
  let filled = 0
  for (const code of codes) {
    bits |= code << filled
    filled += 3
    while (filled >= 8) {
      bytes.push(bits & 0xff)
      bits >>= 8
      filled -= 8
    }
  }
  if (filled > 0) bytes.push(bits & 0xff)
  return Buffer.from(bytes)
}

function subBlocks(data: Buffer): Buffer {
  const blocks: Buffer[] = []
  for (let at = 0; at < data.length; at += 255) {
    const block = data.subarray(at, at + 255)
    blocks.push(Buffer.from([block.length]), block)
  }
  return Buffer.concat([...blocks, Buffer.from([0])])
}

/** A 16-bit mono WAV of a sine tone; `ms` long at 8 kHz, so 16 bytes per millisecond. */
export function wavTone(ms: number, hz = 660): Buffer {
  const rate = 8000
  const samples = Math.round((rate * ms) / 1000)
  const wav = Buffer.alloc(44 + samples * 2)
  wav.write('RIFF', 0)
  wav.writeUInt32LE(36 + samples * 2, 4)
  wav.write('WAVEfmt ', 8)
  wav.writeUInt32LE(16, 16)
  wav.writeUInt16LE(1, 20)
  wav.writeUInt16LE(1, 22)
  wav.writeUInt32LE(rate, 24)
  wav.writeUInt32LE(rate * 2, 28)
  wav.writeUInt16LE(2, 32)
  wav.writeUInt16LE(16, 34)
  wav.write('data', 36)
  wav.writeUInt32LE(samples * 2, 40)
  for (let i = 0; i < samples; i++) wav.writeInt16LE(Math.round(Math.sin((2 * Math.PI * hz * i) / rate) * 8000), 44 + i * 2)
  return wav
}
