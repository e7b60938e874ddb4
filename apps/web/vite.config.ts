import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

// The Node server (apps/api) serves /api and /media; in `vite dev` we forward both to it.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'STORE_');
  const target = env.STORE_API_ORIGIN ?? 'http://127.0.0.1:8080';
  const proxy = { target, changeOrigin: false };

  return {
    plugins: [react()],
    // `@/…` names a file by its place under src, as tsconfig.json's paths do for the type checker.
    resolve: { alias: { '@/': fileURLToPath(new URL('./src/', import.meta.url)) } },
    server: { proxy: { '/api': proxy, '/media': proxy } },
    preview: { proxy: { '/api': proxy, '/media': proxy } },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      rollupOptions: {
        // One page and entry script per language, each with its own catalogue (decision 93):
        // the server sends ar.html for pages under /ar.
        input: {
          index: fileURLToPath(new URL('./index.html', import.meta.url)),
          ar: fileURLToPath(new URL('./ar.html', import.meta.url)),
        },
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
