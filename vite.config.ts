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
          // across copies through its runtime (12 scripts on /, first paint 2.4 to 2.1 s on slow 4G).
          // It needs entry chunks free to drop exports nothing imports; Vike reads a page's exports
          // through dynamic imports, which keep theirs.
          preserveEntrySignatures: false,
          output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 6 * 1024 } } },
        },
      },
    },
  },
})
