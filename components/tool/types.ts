import type { ComponentType, LazyExoticComponent } from 'react';
import type { LucideIcon } from 'lucide-react';

export type CategoryId = 'marketing' | 'ecommerce' | 'seo' | 'conversion' | 'utilities';

/** A text of one paragraph, or of several, each shown as its own paragraph (each one short: tools/content.test.ts). */
export type Paragraphs = string | readonly string[];

/** The paragraphs of a text, in order. */
export const paragraphs = (text: Paragraphs): readonly string[] => (typeof text === 'string' ? [text] : text);

/** French texts of a tool page, kept in the tool's `content.ts` and loaded with its view. */
export interface ToolContent {
  /** Step-by-step how-to list, one sentence per step. */
  howTo: readonly string[];
  about: {
    /** What the tool computes. */
    what: Paragraphs;
    /** Why a marketer or merchant needs it. */
    why: Paragraphs;
    /** How it computes: the formula or rule, in words. */
    how: Paragraphs;
    /** Practical tips (2 to 5). */
    tips: readonly string[];
  };
}

/** Every text of a tool page's content, in reading order: steps, paragraphs, tips. */
export const contentTexts = ({ howTo, about }: ToolContent): readonly string[] => [
  ...howTo,
  ...paragraphs(about.what),
  ...paragraphs(about.why),
  ...paragraphs(about.how),
  ...about.tips,
];

/** What search engines and link previews read: in the pre-rendered pages, never in their JavaScript but the title. */
export interface ToolSeo {
  /** The page's <title> and the search result's headline, before « | Outilo ». */
  title: string;
  description: string;
  keywords: readonly string[];
  /** Open Graph image path, relative to the site root. */
  image?: string;
}

export type ToolView = ComponentType;

export interface ToolDefinition {
  id: string;
  /** Canonical path, with the trailing slash: `/ttc-ht/`. */
  path: string;
  title: string;
  /** In the extension popup: usable inline, or opened in the full-tab page. */
  popup: 'inline' | 'tab';
  /**
   * The view's lazy `import()` (any file name), so each tool's code loads only on its page: the one dynamic import of
   * the tool's meta.ts (pre-rendering preloads that file).
   */
  load: () => Promise<{ default: ToolView }>;
}

/** How a tool presents itself in the lists and at the top of its page. */
export interface ToolListing {
  description: string;
  categories: readonly CategoryId[];
  icon: LucideIcon;
}

/** What the top of a tool's page shows beside its title. */
export type ToolHeader = Pick<ToolListing, 'description' | 'icon'>;

/** A tool with its listing: what the home grid, the popup's launcher and the search show. */
export type ListedTool = ToolDefinition & ToolListing;

/**
 * Everything about a tool but its code and texts: its `tools/<id>/meta.ts`, written with `defineTool`. The tables
 * the pages read are derived from these at build time (scripts/tool-tables-plugin.ts), each loaded when needed.
 */
export interface ToolMeta extends ListedTool {
  /** French synonyms and accent-free spellings the search box matches besides the title and description. */
  searchTerms: readonly string[];
  seo: ToolSeo;
}

export type LazyToolView = LazyExoticComponent<ToolView>;
