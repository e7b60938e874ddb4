import type { Plugin } from 'vite';

/** The storefront's catalogue modules (src/i18n/messages/<locale>.ts), by language. */
const CATALOGUE = /[\\/]src[\\/]i18n[\\/]messages[\\/](en|ar)\.ts$/;

/**
 * Each language's catalogue is a chunk of its own that the app imports before its first render.
 * So that a page does not wait for the app's script to ask for it, the built index.html preloads
 * every catalogue, each link marked with its language (`data-locale`); the server keeps the
 * page's own and drops the others' (apps/api/src/platform/web/page-language.ts).
 */
export function preloadCatalogues(): Plugin {
  return {
    name: 'store:preload-catalogues',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        return Object.values(bundle).flatMap((chunk) => {
          const locale = chunk.type === 'chunk' && CATALOGUE.exec(chunk.facadeModuleId ?? '')?.[1];
          if (!locale) return [];
          return [
            {
              tag: 'link',
              attrs: {
                rel: 'modulepreload',
                crossorigin: true,
                href: `/${chunk.fileName}`,
                'data-locale': locale,
              },
              injectTo: 'head' as const,
            },
          ];
        });
      },
    },
  };
}
