import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { parseAst, runnerImport, type Plugin } from 'vite';
import type { ToolMeta } from '../tools/types';

const PREFIX = 'virtual:outilo-tools/';
const HEADER = `${PREFIX}header/`;

/** A tool's metadata with what the generated modules need to import: its view's file and its icon's export name. */
interface ToolEntry {
  meta: ToolMeta;
  view: string;
  icon: string;
}

/** The one `import('…')` of a tool's meta.ts: its view. */
function viewSpecifier(file: string): string {
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const { type, source } = node as { type?: string; source?: { type?: string; value?: unknown } };
    if (type === 'ImportExpression' && source?.type === 'Literal' && typeof source.value === 'string') found.push(source.value);
    Object.values(node).forEach(visit);
  };
  visit(parseAst(readFileSync(file, 'utf8'), { lang: 'ts' }));
  if (found.length !== 1) throw new Error(`${file}: expected one \`load: () => import('./…')\` (the view), found ${found.length}`);
  return found[0]!;
}

/**
 * The tables the pages read, derived at build time from the tools' `meta.ts` (listed by tools/registry.ts), each a
 * virtual module so that a page ships only the fields it uses:
 * - `routes`: id, path, title, popup mode and lazy view, which every page runs;
 * - `listing`: description, categories and icon, for the pages that show a list;
 * - `header/<id>`: one tool's description and icon, imported by its view for the top of its page (a tool's page
 *   does not load the whole listing);
 * - `search-terms`: loaded when the search box is first used; `page-titles`: on the first client navigation;
 * - `views`: each tool's view file, for pre-rendering; `index`: the texts as plain data for the service worker's
 *   omnibox, without React nor the views.
 * The SEO description and keywords are in none of them: pre-rendering reads tools/registry.ts itself.
 */
export function toolTablesPlugin(root: string): Plugin {
  const registry = resolve(root, 'tools/registry.ts');
  let entries: Promise<ToolEntry[]> | undefined;

  async function readTools(resolveView: (specifier: string, importer: string) => Promise<string>): Promise<ToolEntry[]> {
    const { module } = await runnerImport<{ TOOLS: readonly ToolMeta[] }>(registry, { configFile: false, logLevel: 'silent' });
    const lucide = (await import('lucide-react')) as unknown as Record<string, unknown>;
    return Promise.all(
      module.TOOLS.map(async (meta) => {
        const file = resolve(root, 'tools', meta.id, 'meta.ts');
        if (!existsSync(file)) throw new Error(`Tool « ${meta.id} »: its metadata must be tools/${meta.id}/meta.ts (a tool's folder is named after its id)`);
        const icon = (meta.icon as { displayName?: string }).displayName ?? '';
        if (lucide[icon] !== meta.icon) throw new Error(`${file}: the icon must be one of lucide-react's`);
        return { meta, view: await resolveView(viewSpecifier(file), file), icon };
      }),
    );
  }

  /**
   * One tool's description and icon, for the top of its page. The icon is drawn from its data through lucide's public
   * `createLucideIcon`, so that the module shares nothing with the home page's listing and goes into the view's chunk
   * (importing the icon's module would make it a chunk of its own, one more request for 300 bytes).
   */
  const header = async (tools: ToolEntry[], id: string) => {
    const entry = tools.find(({ meta }) => meta.id === id);
    if (!entry) throw new Error(`${HEADER}${id}: no tool « ${id} » in tools/registry.ts`);
    const file = entry.icon.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([a-z])([0-9])/g, '$1-$2').toLowerCase();
    const icon = (await import(`lucide-react/icons/${file}`).catch(() => ({}))) as { __iconData?: { name?: string } };
    if (icon.__iconData?.name !== file) throw new Error(`tools/${id}/meta.ts: no lucide-react/icons/${file} for the icon ${entry.icon}`);
    return [
      `import { createLucideIcon } from 'lucide-react';`,
      `export const header = {description: ${JSON.stringify(entry.meta.description)}, icon: createLucideIcon(${JSON.stringify(icon.__iconData)})};`,
    ].join('\n');
  };

  const modules: Record<string, (tools: ToolEntry[]) => string> = {
    routes: (tools) =>
      `export const TOOLS = [${tools
        .map(({ meta: { id, path, title, popup }, view }) => `{...${JSON.stringify({ id, path, title, popup })}, load: () => import(${JSON.stringify(view)})}`)
        .join(',\n')}];`,
    listing: (tools) =>
      [
        `import { TOOLS } from '${PREFIX}routes';`,
        `import { ${[...new Set(tools.map(({ icon }) => icon))].join(', ')} } from 'lucide-react';`,
        `export const TOOL_LISTINGS = {${tools
          .map(({ meta: { id, description, categories }, icon }) => `${JSON.stringify(id)}: {...${JSON.stringify({ description, categories })}, icon: ${icon}}`)
          .join(',\n')}};`,
        'export const LISTED_TOOLS = TOOLS.map((tool) => ({ ...tool, ...TOOL_LISTINGS[tool.id] }));',
      ].join('\n'),
    'search-terms': (tools) => `export const TOOL_KEYWORDS = ${JSON.stringify(Object.fromEntries(tools.map(({ meta }) => [meta.id, meta.searchTerms])))};`,
    'page-titles': (tools) => `export const TOOL_PAGE_TITLES = ${JSON.stringify(Object.fromEntries(tools.map(({ meta }) => [meta.path, meta.seo.title])))};`,
    views: (tools) => `export const TOOL_VIEWS = ${JSON.stringify(Object.fromEntries(tools.map(({ meta, view }) => [meta.path, relative(root, view)])))};`,
    index: (tools) =>
      `export const TOOL_INDEX = ${JSON.stringify(
        tools.map(({ meta: { id, path, title, description, searchTerms, categories } }) => ({ id, path, title, description, keywords: searchTerms, categories })),
      )};`,
  };

  return {
    name: 'outilo:tool-tables',
    resolveId: (id) => (id.startsWith(PREFIX) && (id.slice(PREFIX.length) in modules || id.startsWith(HEADER)) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      entries ??= readTools(async (specifier, importer) => {
        const resolved = await this.resolve(specifier, importer);
        if (!resolved) throw new Error(`${importer}: cannot find its view ${specifier}`);
        return resolved.id;
      });
      const tools = await entries.catch((error: unknown) => {
        entries = undefined;
        throw error;
      });
      this.addWatchFile(registry);
      for (const { meta } of tools) this.addWatchFile(resolve(root, 'tools', meta.id, 'meta.ts'));
      const name = id.slice(PREFIX.length + 1);
      if (name.startsWith('header/')) return header(tools, name.slice('header/'.length));
      return modules[name]?.(tools);
    },
    watchChange(file) {
      if (file === registry || (file.endsWith('meta.ts') && dirname(dirname(file)) === resolve(root, 'tools'))) entries = undefined;
    },
  };
}
