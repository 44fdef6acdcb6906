// Every file under a folder (or the file itself), in a stable order: the one walk shared by the
// static file server, the build's steps over dist/ and the build stamp over the sources.
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

export function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}
