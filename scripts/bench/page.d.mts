import type { Browser, Page } from 'puppeteer-core';

export interface BenchOptions {
  /** Called with each page before it navigates. */
  prepare?: (page: Page) => Promise<void>;
}

export interface ProbedTool {
  entries: { index: number; value: string }[];
  loadEntries: { index: number; keys: string[] }[];
  /** What the tool shows once the first line of each value is typed; null when typing changes nothing it shows. */
  result: string | null;
}

export function probeTool(browser: Browser, url: string, options?: BenchOptions): Promise<ProbedTool>;

export function throttledLoad(
  browser: Browser,
  url: string,
  tool?: ProbedTool,
  options?: BenchOptions,
): Promise<{ fcp: number | null; lcp: number | null; started: number | null; computed: number | null }>;
