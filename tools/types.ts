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

/** Build-time only (tools/seo.ts): what search engines and link previews read; the title is in tools/pageTitles.ts. */
export interface ToolSeo {
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
  /** Lazy import of the view, so each tool's code loads only on its page. */
  load: () => Promise<{ default: ToolView }>;
}

/** How a tool presents itself in the lists and at the top of its page (tools/listing.ts). */
export interface ToolListing {
  description: string;
  categories: readonly CategoryId[];
  icon: LucideIcon;
}

/** A tool with its listing: what the home grid, the popup's launcher and the search show. */
export type ListedTool = ToolDefinition & ToolListing;

export type LazyToolView = LazyExoticComponent<ToolView>;
