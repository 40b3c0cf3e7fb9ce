import type { ToolContent, ToolListing } from '../../tools/types';
import { onDemand, type OnDemand } from '../lib/onDemand';
import { importToolContent } from './toolContentLoaders';

/** A tool's description and icon, from its listing (tools/listing.ts), at the top of its page. */
export type ToolHeader = Pick<ToolListing, 'description' | 'icon'>;

/** What a tool page shows beside its view: its texts and its header. */
export type ToolPageContent = ToolContent & { header: ToolHeader };

/**
 * Each tool's texts (its how-to steps and explanations, `tools/<id>/content.ts`: static French text, 0.4 to 1.6 KB of
 * a tool page's gzipped JavaScript) and its header (its description and icon, copied into the same chunk at build
 * time: scripts/tool-header-plugin.ts), loaded apart from the tool's view. A pre-rendered page has them in its HTML
 * already, which hydration keeps as it is (ToolFrame): it never downloads them (issue 13). A page opened from another
 * one, the popup and the full-tab page load them with the view, side by side (ToolRoute's `toolPage`). Part of the
 * entry, with the loaders: a link requests the texts at once.
 */
const contents = new Map<string, OnDemand<ToolPageContent>>();
const contentOf = (id: string): OnDemand<ToolPageContent> => {
  let content = contents.get(id);
  if (!content) contents.set(id, (content = onDemand(() => importToolContent(id))));
  return content;
};

/** Loads a tool's texts (once; again after a failure, as a lost chunk may come back). */
export const loadToolContent = (id: string): Promise<ToolPageContent> => contentOf(id).load();

/** A tool's texts if they have loaded, else undefined. */
export const loadedToolContent = (id: string): ToolPageContent | undefined => contents.get(id)?.loaded();
