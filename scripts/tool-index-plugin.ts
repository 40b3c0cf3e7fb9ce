import { resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type { KeywordTable } from '../components/home/search';
import type { ListedTool } from '../tools/types';

const ID = 'virtual:outilo-tool-index';
const RESOLVED = `\0${ID}`;

/**
 * `virtual:outilo-tool-index`: the registry's texts and routes (id, path, title, description, keywords,
 * categories) as plain data, read from tools/listing.ts and tools/keywords.ts at build time. The background service worker's
 * omnibox searches them without loading those modules, whose icons bring React and whose lazy views would all be
 * bundled into the worker.
 */
export function toolIndexPlugin(root: string): Plugin {
  const registry = resolve(root, 'tools/registry.ts');
  const listing = resolve(root, 'tools/listing.ts');
  const keywordTable = resolve(root, 'tools/keywords.ts');
  return {
    name: 'outilo:tool-index',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const { module } = await runnerImport<{ LISTED_TOOLS: readonly ListedTool[] }>(listing, { configFile: false, logLevel: 'silent' });
      const { module: words } = await runnerImport<{ TOOL_KEYWORDS: KeywordTable }>(keywordTable, { configFile: false, logLevel: 'silent' });
      const index = module.LISTED_TOOLS.map(({ id: toolId, path, title, description, categories }) => ({
        id: toolId,
        path,
        title,
        description,
        keywords: words.TOOL_KEYWORDS[toolId] ?? [],
        categories,
      }));
      this.addWatchFile(registry);
      this.addWatchFile(listing);
      this.addWatchFile(keywordTable);
      return `export const TOOL_INDEX = ${JSON.stringify(index)};`;
    },
  };
}
