import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const FACTORY = fileURLToPath(new URL('../components/icons/createIcon.ts', import.meta.url));
const ICON_MODULE = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;

/**
 * Builds lucide-react's icons with Outilo's light factory (components/icons/createIcon.ts) instead of lucide's
 * own (context provider, forwardRef, class-name helpers: about 1 KB gzip on every page), and drops the random
 * `key` strings of their paths, which the light factory does not read (issue 13). Icons are imported from
 * `lucide-react` as usual. Should lucide move its files, nothing matches and its own factory is used: the same
 * markup, only heavier.
 */
export function lucideLightPlugin(): Plugin {
  return {
    name: 'outilo:lucide-light',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../createLucideIcon.mjs' && importer && ICON_MODULE.test(importer)) return FACTORY;
      return undefined;
    },
    transform(code, id) {
      if (!ICON_MODULE.test(id)) return undefined;
      return { code: code.replace(/,\s*key: "[^"]*"/g, ''), map: null };
    },
  };
}
