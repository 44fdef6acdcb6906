// zod as every schema here uses it. In a browser, schemas are interpreted rather than compiled with
// `new Function`: our Content-Security-Policy forbids eval, and zod's probe for it alone is reported
// as a violation. Code that runs in a browser imports zod only from here, so the setting precedes
// every schema it builds (zod decides how to parse an object when its schema is made).
import { z } from 'zod'

if (typeof window !== 'undefined') z.config({ jitless: true })

export { z }
