import type { ToolContent } from '../../tools/types';
import type { ToolHeader, ToolPageContent } from './toolContent';

// One chunk per tool's texts, `tools/<id>/content.ts` (the folder is the tool's id, as pre-rendering requires). These
// loaders are part of the entry (0.5 KB gzip): a link to a tool requests its texts at once, not after a chunk of
// loaders (10-35 ms of a click on a card, issue 13).
// Each also exports `header`, the tool's description and icon, copied there from tools/listing.ts at build time
// (scripts/tool-header-plugin.ts): one request on a click, not the listing's four.
const modules = import.meta.glob<{ content: ToolContent; header: ToolHeader }>('../../tools/*/content.ts');

/**
 * Imports what a tool page shows beside its view: its texts, and its header (description and icon, at the top of the
 * page). Through components/tool/toolContent.ts, which keeps them.
 */
export function importToolContent(id: string): Promise<ToolPageContent> {
  const load = modules[`../../tools/${id}/content.ts`];
  if (!load) return Promise.reject(new Error(`Aucun texte pour l’outil ${id}`));
  return load().then(({ content, header }) => ({ ...content, header }));
}

/** The ids of the tools that have texts (every tool of the registry, checked by a test). */
export const toolContentIds = (): string[] => Object.keys(modules).map((path) => path.split('/').at(-2)!);
