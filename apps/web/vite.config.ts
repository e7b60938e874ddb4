import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

const englishPage = fileURLToPath(new URL('./index.html', import.meta.url));
const arabicPage = fileURLToPath(new URL('./ar.html', import.meta.url));

/**
 * The Arabic pages' twin of index.html (decision 93), made from it at build time so the two
 * never drift apart: the same page with the Arabic entry script. The server makes it Arabic
 * (`<html lang="ar" dir="rtl">`, title, description) when it sends it.
 */
const arabicTwin: Plugin = {
  name: 'arabic-twin-of-index-html',
  resolveId: (id) => (id === arabicPage ? id : undefined),
  load(id) {
    if (id !== arabicPage) return undefined;
    const page = readFileSync(englishPage, 'utf8');
    const twin = page.replace('src="/src/main.tsx"', 'src="/src/main-ar.tsx"');
    if (twin === page) throw new Error('index.html no longer names /src/main.tsx');
    return twin;
  },
};

// The Node server (apps/api) serves /api and /media; in `vite dev` we forward both to it.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'STORE_');
  const target = env.STORE_API_ORIGIN ?? 'http://127.0.0.1:8080';
  const proxy = { target, changeOrigin: false };

  return {
    plugins: [react(), arabicTwin],
    // `@/…` names a file by its place under src, as tsconfig.json's paths do for the type checker.
    resolve: { alias: { '@/': fileURLToPath(new URL('./src/', import.meta.url)) } },
    server: { proxy: { '/api': proxy, '/media': proxy } },
    preview: { proxy: { '/api': proxy, '/media': proxy } },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      modulePreload: {
        resolveDependencies: (_file: string, deps: string[], context: { hostType: string }) =>
          context.hostType === 'html' ? [] : deps,
      },
      rollupOptions: {
        // One page and entry script per language, each with its own catalogue (decision 93):
        // the server sends ar.html for pages under /ar.
        input: { index: englishPage, ar: arabicPage },
        // packages/domain is pure rules with no side effects (STYLE.md): let unused parts such as
        // its zod schemas drop out of the home page's bundle.
        treeshake: {
          moduleSideEffects: (id: string) => !/[\\/]packages[\\/]domain[\\/]/.test(id),
        },
        output: {
          codeSplitting: {
            groups: [
              { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
              // What both languages' entries load up front is one chunk, as it was with one
              // entry, not a dozen small ones; each language's catalogue stays with its entry.
              {
                name: 'app',
                tags: ['$initial'],
                test: (id: string) =>
                  !/[\\/]i18n[\\/]messages[\\/]|[\\/]src[\\/]main(-ar)?\.tsx$|\.html/.test(id),
              },
            ],
          },
        },
      },
    },
  };
});
