// Synthesises the counters' sound effects into assets/sounds/ as 16-bit mono WAV files, so every
// sound we ship is our own. Run `node scripts/make-sounds.ts` after changing a recipe, and commit
// the files it writes.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const SAMPLE_RATE = 22_050
const OUT_DIR = join(import.meta.dirname, '..', 'assets', 'sounds')

type Note = { start: number; length: number; from: number; to: number; gain: number }

/** A rising arpeggio with a pitch glide on each step and a sparkle on top: the classic power-up. */
function powerUp(): Float32Array {
  const steps = [523.25, 659.25, 783.99, 1046.5]
  const notes: Note[] = steps.map((frequency, index) => ({
    start: index * 0.055,
    length: index === steps.length - 1 ? 0.3 : 0.09,
    from: frequency * 0.94,
    to: frequency * 1.02,
    gain: 0.5,
  }))
  notes.push({ start: 0.2, length: 0.28, from: 2093, to: 2349.3, gain: 0.14 })
  return render(notes, 0.5)
}

/** Two bell tones a fifth apart: a soft alert that sits under a streamer's voice. */
function chime(): Float32Array {
  return render([
    { start: 0, length: 0.6, from: 880, to: 880, gain: 0.45 },
    { start: 0.12, length: 0.7, from: 1318.5, to: 1318.5, gain: 0.35 },
  ], 0.85)
}

/** A short two-step blip up: the coin of a platform game. */
function coin(): Float32Array {
  return render([
    { start: 0, length: 0.07, from: 987.77, to: 987.77, gain: 0.5 },
    { start: 0.07, length: 0.32, from: 1318.5, to: 1318.5, gain: 0.5 },
  ], 0.42)
}

function render(notes: Note[], seconds: number): Float32Array {
  const samples = new Float32Array(Math.round(seconds * SAMPLE_RATE))
  for (const note of notes) {
    const first = Math.round(note.start * SAMPLE_RATE)
    const count = Math.round(note.length * SAMPLE_RATE)
    let phase = 0
    for (let i = 0; i < count && first + i < samples.length; i++) {
      const t = i / count
      const frequency = note.from + (note.to - note.from) * Math.min(1, t * 3)
      phase += frequency / SAMPLE_RATE
      // A square wave softened by its third harmonic only: bright, chiptune, not harsh.
      const wave = Math.sin(2 * Math.PI * phase) + Math.sin(6 * Math.PI * phase) / 3
      const attack = Math.min(1, i / (0.004 * SAMPLE_RATE))
      const release = (1 - t) ** 2
      samples[first + i]! += wave * attack * release * note.gain
    }
  }
  return samples
}

function wav(samples: Float32Array): Buffer {
  const data = Buffer.alloc(samples.length * 2)
  const peak = samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0) || 1
  samples.forEach((value, index) => data.writeInt16LE(Math.round((value / peak) * 0.89 * 32767), index * 2))
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + data.length, 4)
  header.write('WAVE', 8)
  header.write('fmt ', 12)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(1, 22) // mono
  header.writeUInt32LE(SAMPLE_RATE, 24)
  header.writeUInt32LE(SAMPLE_RATE * 2, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36)
  header.writeUInt32LE(data.length, 40)
  return Buffer.concat([header, data])
}

mkdirSync(OUT_DIR, { recursive: true })
for (const [name, make] of [['power-up', powerUp], ['chime', chime], ['coin', coin]] as const) {
  const path = join(OUT_DIR, `${name}.wav`)
  writeFileSync(path, wav(make()))
  console.log(`wrote ${path}`)
}
