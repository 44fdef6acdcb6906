// The scripts a built module needs before it runs: the files it imports statically, and theirs.
// Imports on demand (`import("./x.js")`) are left out: they load when the code asks for them.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

/** `import{…}from"./x.js"` and `import"./x.js"`; not `import("./x.js")`. */
const STATIC_IMPORT = /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g

/** The files of `starts` and of every module they import statically, as paths on disk; a missing file is skipped. */
export function staticGraph(starts: string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (path: string) => {
    if (seen.has(path) || !existsSync(path)) return
    seen.add(path)
    for (const [, specifier] of readFileSync(path, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier!.startsWith('.')) visit(resolve(dirname(path), specifier!))
    }
  }
  for (const start of starts) visit(start)
  return seen
}
