import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, THEME_MIRROR_KEY, themeItemOptions } from './theme';

const read = (path: string) => readFileSync(path, 'utf8');

/** The custom properties and color-scheme of one CSS block, in order. */
function declarations(css: string, selector: string): string[] {
  const start = css.indexOf(`${selector} {`);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  const body = css.slice(start + selector.length + 2, css.indexOf('}', start));
  return body
    .split(';')
    .map((line) => line.trim())
    .filter(Boolean);
}

describe('dark palette', () => {
  const css = read('components/styles/global.css');

  it('is the same when chosen (Sombre) and when the system asks for it (Auto)', () => {
    const chosen = declarations(css, ":root[data-theme='dark']");
    const system = declarations(css, ":root:not([data-theme='light'])");
    expect(chosen).toContain('color-scheme: dark');
    expect(chosen.length).toBeGreaterThan(15);
    expect(system).toEqual(chosen);
  });

  it('swaps every colour token of the light palette', () => {
    const light = declarations(css, ':root')
      .filter((line) => line.startsWith('--color-'))
      .map((line) => line.split(':')[0]);
    const dark = declarations(css, ":root[data-theme='dark']").map((line) => line.split(':')[0]);
    for (const token of light) expect(dark, token).toContain(token);
  });
});

describe('theme.js (applied before the first paint)', () => {
  const script = read('public/theme.js');

  afterEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.theme;
  });

  it('is the same code for the website and the extension, and small', () => {
    // The website's copy then starts the page's code (below).
    expect(read('site/public/theme.js').startsWith(script)).toBe(true);
    expect(script.length).toBeLessThan(400);
    expect(read('site/public/theme.js').length).toBeLessThan(1600);
  });

  it.each([
    ['"dark"', 'dark'],
    ['"light"', 'light'],
    ['"auto"', undefined],
    ['"blue"', undefined],
    ['{not json', undefined],
    [null, undefined],
  ])('stored %s gives data-theme %s', (stored, expected) => {
    if (stored !== null) localStorage.setItem(THEME_MIRROR_KEY, stored);
    new Function(script)();
    expect(document.documentElement.dataset.theme).toBe(expected);
  });

  it('reads what applyTheme mirrors', () => {
    applyTheme('dark');
    delete document.documentElement.dataset.theme;
    new Function(script)();
    expect(document.documentElement.dataset.theme).toBe('dark');
    applyTheme('auto');
    expect(document.documentElement.dataset.theme).toBeUndefined();
    new Function(script)();
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });
});

describe('stored choice', () => {
  it('accepts the three choices only', () => {
    expect(['auto', 'light', 'dark', 'sombre', 1, null].map((raw) => themeItemOptions.validate(raw))).toEqual([
      'auto',
      'light',
      'dark',
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('site/public/theme.js: starts the page’s code once the page has painted (issue 13)', () => {
  const site = read('site/public/theme.js');
  const started = () => ({
    preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
    entry: document.head.querySelector('script[type="module"]')?.getAttribute('src') ?? null,
  });

  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
  });

  it('adds the preloads and the entry named by #outilo-start after a frame, not before', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    document.head.innerHTML = '<script type="application/json" id="outilo-start">{"entry":"/assets/index-a.js","preload":["/assets/app-b.js","/assets/Tool-c.js"]}</script>';
    new Function(site)();
    expect(started()).toEqual({ preloads: [], entry: null });
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(started()).toEqual({ preloads: ['/assets/app-b.js', '/assets/Tool-c.js'], entry: '/assets/index-a.js' });
    // Once only, whichever of the frame and the fallback timer comes first.
    vi.advanceTimersByTime(500);
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('does nothing where no code is named (the extension, the development server) or the data is broken', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    new Function(site)();
    document.head.innerHTML = '<script type="application/json" id="outilo-start">{broken</script>';
    new Function(site)();
    vi.advanceTimersByTime(500);
    expect(started()).toEqual({ preloads: [], entry: null });
  });
});
