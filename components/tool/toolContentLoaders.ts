import type { ToolContent } from '../../tools/types';

// One chunk per tool's texts, `tools/<id>/content.ts` (the folder is the tool's id, as pre-rendering requires).
const modules = import.meta.glob<ToolContent>('../../tools/*/content.ts', { import: 'content' });

/** Imports a tool's texts (through components/tool/toolContent.ts, which keeps them). */
export function importToolContent(id: string): Promise<ToolContent> {
  const load = modules[`../../tools/${id}/content.ts`];
  return load ? load() : Promise.reject(new Error(`Aucun texte pour l’outil ${id}`));
}

/** The ids of the tools that have texts (every tool of the registry, checked by a test). */
export const toolContentIds = (): string[] => Object.keys(modules).map((path) => path.split('/').at(-2)!);
