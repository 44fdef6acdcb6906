import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [vike(), react(), tailwindcss()],
  // The server owns the port; Vite only runs as middleware inside it.
  server: { middlewareMode: true },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // Automatic code splitting leaves dozens of sub-kilobyte chunks shared by a few pages each;
          // a phone fetches each as a request of its own before the first paint (23 scripts on /).
          // Rolldown copies the small ones into the chunks that read them, keeping one module state
          // across copies through its runtime. Up to 16 KB: 7 scripts on / and 18 on /easy (12 and 24
          // at 6 KB), Lighthouse mobile LCP about 150-200 ms sooner on /, /easy and /leaderboard, for
          // 10% more script in all (518 KB brotli, against 472; 32 KB would make it 623).
          // It needs entry chunks free to drop exports nothing imports; Vike reads a page's exports
          // through dynamic imports, which keep theirs.
          preserveEntrySignatures: false,
          output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 16 * 1024 } } },
        },
      },
    },
  },
})
