import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { TOOLS } from '../../tools/index';
import { axeViolations, hasHorizontalScroll, POPUP, text, useBrowser } from './site';

/**
 * Where a tool is shown: the website, the extension's full-tab page (`options.html#/route/`) and, for the tools the
 * popup opens inline, the extension's popup.
 */
export type Target = 'website' | 'full-tab' | 'popup';

/** A phone's viewport, where no tool may scroll sideways. */
const PHONE = { width: 390, height: 800 };

type Browser = ReturnType<typeof useBrowser>;
type OpenOptions = NonNullable<Parameters<Browser['open']>[1]>;

/** One tool on one target, with the same page API everywhere. */
export interface ToolUnderTest {
  target: Target;
  /** The tool's canonical path: `/ttc-ht/`. */
  path: string;
  /** The browser of this target (the extension is loaded on `full-tab` and `popup`). */
  browser: Browser;
  /**
   * Opens the tool and returns its page once its form is shown. `query` (`?montant=7`) is the address a user could
   * share: the website and the full-tab page read it, the popup has no address and refuses one.
   */
  open(query?: string, options?: OpenOptions): Promise<Page>;
  /** Lets this target's pages write to the clipboard and the test read it back. */
  grantClipboard(): Promise<void>;
  /**
   * Registers a case about what the tool's own component computes and says (figures, worked examples, typed hostile
   * values, its messages): the same code runs on every target, so the case runs on the website only. The extension's
   * targets run the shared cases and the tool's cases that go through what they do differently (see docs/testing.md);
   * there it is reported as skipped.
   */
  onWebsite: ReturnType<typeof it.runIf>;
}

/** The viewports of a layout case: a wide screen and a phone on a page, the popup at its own width. */
export function viewportsOf(target: Target): OpenOptions[] {
  return target === 'popup' ? [{}] : [{ width: 1280, height: 800 }, PHONE];
}

/**
 * The targets of the tool `id`, from the registry; the extension's only when another Chromium build than Chrome's is
 * under test (`OUTILO_EXTENSION=edge-mv3`), the website having been tested with Chrome's.
 */
export function targetsOf(id: string): Target[] {
  const targets: Target[] = toolOf(id).popup === 'inline' ? ['website', 'full-tab', 'popup'] : ['website', 'full-tab'];
  return process.env.OUTILO_EXTENSION ? targets.filter((target) => target !== 'website') : targets;
}

function toolOf(id: string) {
  const tool = TOOLS.find((t) => t.id === id);
  if (!tool) throw new Error(`No tool « ${id} » in tools/index.ts`);
  return tool;
}

/**
 * Runs `cases` once per target of the tool `id` (or of `only` among them), after the cases every tool shares: its page
 * opens with its title, and the breadcrumb home (the link to the full-tab page in the popup); the opened tool has no
 * axe-core violation (at 390 and 1280 px) and no horizontal scroll at 390 px (the popup at its own width); a tool the
 * popup hands to the full-tab page is listed there with that link. A case that holds on one target only says so with
 * `if (tool.target === …)` and a one-line reason. `defaults` are options of every `open` (the mocks of a tool that
 * fetches). The website has its own browser; the full-tab page and the popup share one with the extension, whose
 * start costs more than most cases.
 */
export function describeTool(id: string, cases: (tool: ToolUnderTest) => void, { only, defaults }: { only?: Target[]; defaults?: OpenOptions } = {}): void {
  const { path, title } = toolOf(id);
  const targets = targetsOf(id).filter((target) => !only || only.includes(target));
  const extension = targets.some((target) => target !== 'website') ? useBrowser({ extension: true }) : undefined;
  describe.each(targets)(`${id} on %s`, (target) => {
    const tool = useTool(id, target, target === 'website' ? useBrowser() : extension!, defaults);
    it('opens with its title and its way out', async () => {
      const page = await tool.open();
      expect(await text(page, 'h1')).toBe(title);
      if (target === 'popup') {
        expect(await page.$eval('a.popup-link[target="_blank"]', (a) => (a as HTMLAnchorElement).href)).toBe(`${tool.browser.extensionUrl}/options.html#${path}`);
        expect(await hasHorizontalScroll(page)).toBe(false);
      } else expect(await text(page, '.breadcrumb')).toMatch(new RegExp(`^Accueil\\s*${title.replace(/[/()]/g, '\\$&')}$`));
    });
    it('has no axe-core violation, at 390 px with no horizontal scroll and at 1280 px', async () => {
      const page = await tool.open('', target === 'popup' ? {} : PHONE);
      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
      if (target === 'popup') return;
      await page.setViewport({ width: 1280, height: 800 });
      expect(await axeViolations(page)).toEqual([]);
    });
    // The popup's card of a tool it does not open inline is a link to the full-tab page, in a new tab.
    if (target === 'full-tab' && toolOf(id).popup !== 'inline') {
      it('is listed in the popup with a link to the full-tab page', async () => {
        const popup = await tool.browser.openExtension('popup.html', POPUP);
        const link = await popup.$eval(`[data-tool-id="${id}"] .tool-card__link`, (a) => ({ href: (a as HTMLAnchorElement).href, target: (a as HTMLAnchorElement).target }));
        expect(link).toEqual({ href: `${tool.browser.extensionUrl}/options.html#${path}`, target: '_blank' });
        expect(await hasHorizontalScroll(popup)).toBe(false);
      });
    }
    cases(tool);
  });
}

function useTool(id: string, target: Target, browser: Browser, defaults: OpenOptions = {}): ToolUnderTest {
  const { path } = toolOf(id);
  return {
    target,
    path,
    browser,
    async open(query = '', overrides = {}) {
      const options = { ...defaults, ...overrides };
      if (target === 'website') return browser.open(path + query, options);
      if (target === 'full-tab') {
        const page = await browser.openExtension(`options.html#${path}${query}`, options);
        await page.waitForSelector('.tool__body');
        return page;
      }
      if (query) throw new Error('The popup has no address: open the tool on the website or the full-tab page');
      return browser.openPopupTool(id, { waitFor: '.tool--compact .tool__body', mocks: options.mocks, tolerate: options.tolerate });
    },
    grantClipboard() {
      return browser.grantClipboard(target === 'website' ? browser.url : browser.extensionUrl);
    },
    onWebsite: it.runIf(target === 'website'),
  };
}
