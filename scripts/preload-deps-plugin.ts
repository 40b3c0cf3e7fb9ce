import { posix } from 'node:path';
import type { Plugin } from 'vite';

interface ChunkInfo {
  fileName: string;
  name: string;
  isEntry: boolean;
  imports: string[];
  code: string;
}

/** Every chunk `fileName` loads with it: itself and its static imports, transitively. */
function staticClosure(chunks: ReadonlyMap<string, ChunkInfo>, fileName: string): Set<string> {
  const closure = new Set<string>();
  const visit = (name: string) => {
    if (closure.has(name)) return;
    closure.add(name);
    for (const dep of chunks.get(name)?.imports ?? []) visit(dep);
  };
  visit(fileName);
  return closure;
}

const DYNAMIC_IMPORT = /import\((["'`])(\.{1,2}\/[^"'`]+)\1\)/g;

/**
 * Writes, beside each `import("./x.js")` of each chunk, imports of the chunks x loads statically that are not loaded
 * already (by the importing chunk, by the entry, which every page runs, or, for the chunks named in
 * `requestedBeside`, by the app itself wherever they are needed):
 * `(["./vat.js"].map(f=>import(f).catch(()=>{})),import("./VatTool.js"))`. Returns the new code of every chunk that
 * changed.
 */
export function withDependencyImports(list: readonly ChunkInfo[], requestedBeside: readonly string[] = []): Map<string, string> {
  const chunks = new Map(list.map((chunk) => [chunk.fileName, chunk]));
  const everywhere = new Set([
    ...list.filter((chunk) => chunk.isEntry).flatMap((entry) => [...staticClosure(chunks, entry.fileName)]),
    ...list.filter((chunk) => requestedBeside.includes(chunk.name)).map((chunk) => chunk.fileName),
  ]);
  const changed = new Map<string, string>();
  for (const chunk of list) {
    const dir = posix.dirname(chunk.fileName);
    const loaded = new Set([...everywhere, ...staticClosure(chunks, chunk.fileName)]);
    const code = chunk.code.replace(DYNAMIC_IMPORT, (expression, _quote: string, specifier: string) => {
      const target = posix.join(dir, specifier);
      if (!chunks.has(target)) return expression;
      const missing = [...staticClosure(chunks, target)].filter((name) => name !== target && !loaded.has(name));
      if (missing.length === 0) return expression;
      const specifiers = missing.map((name) => `./${posix.relative(dir, name)}`);
      // A failure is the import's own to report: these only start the downloads early.
      return `(${JSON.stringify(specifiers)}.map(f=>import(f).catch(()=>{})),${expression})`;
    });
    if (code !== chunk.code) changed.set(chunk.fileName, code);
  }
  return changed;
}

/**
 * A chunk imported on demand (a tool's view on a link's hover, the tools' listing, the QR code's encoder) names its
 * own imports (the view's formulas, an icon it shares with another tool), which the browser requests only once the
 * chunk has come and been parsed: one more round trip before the page can render (issue 13). Vite's preload helper
 * removes it at about 1 KB on every page (build.modulePreload is off); this writes the list of those imports at each
 * `import()` of the built code, so that they are all requested at once.
 */
export function preloadDepsPlugin({ requestedBeside = [] }: { requestedBeside?: readonly string[] } = {}): Plugin {
  return {
    name: 'outilo:preload-deps',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      for (const [fileName, code] of withDependencyImports(chunks, requestedBeside)) {
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') chunk.code = code;
      }
    },
  };
}
