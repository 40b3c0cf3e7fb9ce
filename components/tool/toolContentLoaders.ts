import { TOOL_LISTINGS } from '../../tools/listing';
import type { ToolContent } from '../../tools/types';
import type { ToolPageContent } from './toolContent';

// One chunk per tool's texts, `tools/<id>/content.ts` (the folder is the tool's id, as pre-rendering requires).
const modules = import.meta.glob<ToolContent>('../../tools/*/content.ts', { import: 'content' });

/**
 * Imports what a tool page shows beside its view: its texts, and its listing (description and icon, at the top of
 * the page) from tools/listing.ts, which the home page and the popup have loaded already. Through
 * components/tool/toolContent.ts, which keeps them.
 */
export function importToolContent(id: string): Promise<ToolPageContent> {
  const load = modules[`../../tools/${id}/content.ts`];
  const listing = TOOL_LISTINGS[id];
  return load && listing ? load().then((texts) => ({ ...texts, listing })) : Promise.reject(new Error(`Aucun texte pour l’outil ${id}`));
}

/** The ids of the tools that have texts (every tool of the registry, checked by a test). */
export const toolContentIds = (): string[] => Object.keys(modules).map((path) => path.split('/').at(-2)!);
