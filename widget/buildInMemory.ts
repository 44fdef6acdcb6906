// Runs a Vite build without writing to disk and hands back its files by name: the checkout
// module's build inside the widget's, and the server's widget in development.
import { build, type InlineConfig } from 'vite'

export async function buildInMemory(config: InlineConfig): Promise<Map<string, Buffer>> {
  const output = await build({ ...config, build: { ...config.build, write: false } })
  const files = new Map<string, Buffer>()
  for (const bundle of Array.isArray(output) ? output : [output]) {
    if (!('output' in bundle)) continue
    for (const file of bundle.output) files.set(file.fileName, Buffer.from(file.type === 'chunk' ? file.code : file.source))
  }
  return files
}
