import type { ComponentType } from 'react';
import type { LucideIcon } from 'lucide-react';

export type CategoryId = 'marketing' | 'ecommerce' | 'seo' | 'conversion' | 'utilities';

/** A text of one paragraph, or of several, each shown as its own paragraph (each one short: components/tool/content.test.ts). */
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

/** A tool's entry in the extension's context menu on selected text (entrypoints/background/contextMenu.ts). */
export interface ContextMenuEntry {
  /** The menu item's French title, an action: « Compter les mots ». */
  title: string;
  /** The tool's inputs for a selected text, by their names in the tool's address (`{ texte: selection }`). */
  inputs(selection: string): Record<string, string>;
}

/**
 * A tool's plain data: its `meta.ts`'s default export, written with `defineTool`. Every page reads it, and so does the
 * extension's service worker (omnibox, context menus), which runs no React: only values here, no icon nor view.
 */
export interface ToolData {
  id: string;
  /** Canonical path, with the trailing slash: `/ttc-ht/`. */
  path: string;
  title: string;
  /** The page's <title> and the search results' headline, before « | Outilo » (also set on a client navigation). */
  pageTitle: string;
  description: string;
  categories: readonly CategoryId[];
  /** In the extension popup: usable inline, or opened in the full-tab page. */
  popup: 'inline' | 'tab';
  /** French synonyms and accent-free spellings the search box matches besides the title and description. */
  searchTerms: readonly string[];
  /** The tool's item in the context menu on selected text (extension), if it takes a text. */
  contextMenu?: ContextMenuEntry;
}

export type ToolView = ComponentType;

/** A tool's data with what the pages add to it: its `meta.ts`'s `page` export. */
export interface ToolPage {
  tool: ToolData;
  icon: LucideIcon;
  /**
   * The view's lazy `import()`, so each tool's code loads only on its page: the one dynamic import of the tool's
   * meta.ts (pre-rendering preloads that file).
   */
  view: () => Promise<{ default: ToolView }>;
}

/** A tool as the app shows it: its data with its icon and lazy view (components/tool/catalog.ts). */
export type ListedTool = ToolData & Omit<ToolPage, 'tool'>;

/** What search engines and link previews read beside the title: its `meta.ts`'s `seo` export, for pre-rendering only. */
export interface ToolSeo {
  tool: ToolData;
  description: string;
  keywords: readonly string[];
  /** Open Graph image path, relative to the site root. */
  image?: string;
}
