import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type { IconData } from '../components/icons/createIcon';
import type { ToolListing } from '../tools/types';

const FACTORY = fileURLToPath(new URL('../components/icons/createIcon.ts', import.meta.url));
const CONTENT_MODULE = /[\\/]tools[\\/]([^\\/]+)[\\/]content\.ts$/;

/**
 * The icon's data, read from the component lucide-react builds (`createLucideIcon`: a forwardRef whose render hands
 * `{ name, size, node }` to its Icon), without the paths' random `key`s, which the light factory does not read.
 */
export function iconDataOf(icon: unknown): IconData {
  const element = (icon as { render?: (props: object, ref: null) => { props?: { icon?: IconData } } }).render?.({}, null);
  const data = element?.props?.icon;
  if (!data?.name || !Array.isArray(data.node)) throw new Error('Icône illisible : pas une icône de lucide-react');
  return { name: data.name, size: data.size, node: data.node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes] as const) };
}

/** The code of a tool's header (description and icon), for the end of its texts' module. */
export function headerCode(listing: Pick<ToolListing, 'description' | 'icon'>): string {
  return [
    `import __outiloCreateIcon from ${JSON.stringify(FACTORY)};`,
    `export const header = { description: ${JSON.stringify(listing.description)}, icon: __outiloCreateIcon(${JSON.stringify(iconDataOf(listing.icon))}) };`,
  ].join('\n');
}

/**
 * Each tool's texts (`tools/<id>/content.ts`) also export `header`: its description and icon, copied at build time from
 * tools/listing.ts, which stays their one source. A tool page opened from another page (a card of the home page, a
 * link) shows them at its top, and got them from the listing: every tool's (4 KB gzip) and the lucide icons it shares
 * with tool views, in chunks of their own, four requests on a click that only wanted a sentence and an icon (issue 13).
 * Copied into the texts' chunk, which the click loads anyway, they cost about 0.3 KB a tool. The icon is built with the
 * light factory (components/icons/createIcon.ts), as every icon of the product is. An id without a listing fails the
 * build.
 */
export function toolHeaderPlugin(root: string): Plugin {
  const listingFile = resolve(root, 'tools/listing.ts');
  let listings: Promise<Readonly<Record<string, ToolListing>>> | undefined;
  return {
    name: 'outilo:tool-header',
    async transform(code, id) {
      const match = CONTENT_MODULE.exec(id.split('?')[0]!);
      if (!match) return undefined;
      listings ??= runnerImport<{ TOOL_LISTINGS: Record<string, ToolListing> }>(listingFile, { configFile: false, logLevel: 'silent' }).then(({ module }) => module.TOOL_LISTINGS);
      this.addWatchFile(listingFile);
      const listing = (await listings)[match[1]!];
      if (!listing) this.error(`tools/listing.ts n’a pas d’entrée pour l’outil « ${match[1]} »`);
      return { code: `${code}\n${headerCode(listing)}\n`, map: null };
    },
    watchChange(id) {
      if (resolve(id) === listingFile) listings = undefined;
    },
  };
}
