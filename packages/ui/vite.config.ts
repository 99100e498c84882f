import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * Library build: ESM JavaScript plus one extracted `styles.css` (fonts, reset, themes and every
 * component's classes), so consumers need no vanilla-extract tooling. React, Radix and the other
 * runtime dependencies stay external.
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin({ identifiers: 'short' }), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    cssCodeSplit: false,
    // Fonts ship as files beside styles.css, never inlined as base64.
    assetsInlineLimit: 0,
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: () => 'index.js', cssFileName: 'styles' },
    rollupOptions: {
      external: [
        /^react($|\/)/,
        /^react-dom($|\/)/,
        /^radix-ui($|\/)/,
        /^lucide-react($|\/)/,
        'class-variance-authority',
        /^@vanilla-extract\/dynamic/,
        // The charts' library (issue 14): a dependency of the package, not bundled into it.
        /^recharts($|\/)/,
      ],
      // No PLUGIN_TIMINGS notice in the `npm start` log: it reads like an error and is not actionable.
      checks: { bundlerTimings: false },
    },
  },
});
