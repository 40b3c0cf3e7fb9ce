import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { themeScript } from '../../scripts/inline-theme-plugin';
import { LOAD_TIMEOUT_MS } from '../lib/onDemand';
import { applyTheme, THEME_MIRROR_KEY, themeItemOptions } from '../../platform/domain/theme';

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

  it('is the extension’s file and, without its comments, the website’s inline script; small', () => {
    expect(themeScript('public/theme.js')).toBe(
      script
        .split('\n')
        .filter((line) => line && !line.startsWith('//'))
        .join('\n'),
    );
    expect(read('site/index.html')).toContain('<script src="/theme.js"></script>');
    expect(themeScript('public/theme.js').length).toBeLessThan(900);
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

describe('theme.js: a page script that cannot load', () => {
  const script = read('public/theme.js');
  const KEY = 'outilo:chunk-reload';
  const failedScript = (type: string) => {
    const element = document.createElement('script');
    element.type = type;
    document.body.append(element);
    element.dispatchEvent(new Event('error'));
    element.remove();
  };

  afterEach(() => sessionStorage.clear());

  afterEach(() => vi.unstubAllGlobals());

  /** The script's check of the failed file has had its answer. */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 10));
  /** The server's answer to the check of the failed script: a status, or a failed connection. */
  const answer = (status: number | 'refused') =>
    vi.stubGlobal('fetch', vi.fn(async () => (status === 'refused' ? Promise.reject(new TypeError('Failed to fetch')) : new Response(null, { status }))));

  it('reloads the page once in 30 s for a module script the server no longer has (404), never for another element or a classic script', async () => {
    answer(404);
    new Function(script)();
    failedScript('text/javascript');
    document.body.append(document.createElement('img'));
    document.querySelector('img')!.dispatchEvent(new Event('error'));
    await settled();
    expect(fetch).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    failedScript('module');
    await vi.waitFor(() => expect(sessionStorage.getItem(KEY)).not.toBeNull());
    const first = sessionStorage.getItem(KEY);
    expect(Number(first)).toBeGreaterThan(Date.now() - 5000);
    failedScript('module');
    await settled();
    expect(sessionStorage.getItem(KEY)).toBe(first);
    sessionStorage.setItem(KEY, String(Date.now() - 31_000));
    failedScript('module');
    await vi.waitFor(() => expect(Number(sessionStorage.getItem(KEY))).toBeGreaterThan(Date.now() - 5000));
  });

  it('reloads for a module script whose preloaded import the server no longer has (the script itself is there)', async () => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = 'https://outilo.fr/assets/app-old.js';
    document.head.append(link);
    vi.stubGlobal('fetch', vi.fn(async (url: string) => new Response(null, { status: url === link.href ? 404 : 200 })));
    try {
      new Function(script)();
      failedScript('module');
      await vi.waitFor(() => expect(sessionStorage.getItem(KEY)).not.toBeNull());
    } finally {
      link.remove();
    }
  });

  it.each([200, 500, 'refused'] as const)('never reloads for a module script the connection failed to bring (check: %s)', async (status) => {
    answer(status);
    new Function(script)();
    failedScript('module');
    await settled();
    expect(fetch).toHaveBeenCalled();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});

describe('theme.js: a tool page whose code does not start shows its code notice', () => {
  const script = read('public/theme.js');
  const html = document.documentElement;

  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<p class="code-notice"></p>';
  });

  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
    delete html.dataset.code;
  });

  it('once the page’s code has not started within the load time-out', () => {
    new Function(script)();
    vi.advanceTimersByTime(LOAD_TIMEOUT_MS - 1);
    expect(html.dataset.code).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(html.dataset.code).toBe('failed');
  });

  it('at once when a script of the page cannot load', () => {
    new Function(script)();
    const entry = document.body.appendChild(document.createElement('script'));
    entry.dispatchEvent(new Event('error'));
    expect(html.dataset.code).toBe('failed');
  });

  it('never once the code runs (site/main.tsx marks it running), nor on a page without the notice', () => {
    new Function(script)();
    html.dataset.code = 'running';
    vi.advanceTimersByTime(LOAD_TIMEOUT_MS);
    expect(html.dataset.code).toBe('running');

    delete html.dataset.code;
    document.body.innerHTML = '<p>Accueil</p>';
    new Function(script)();
    vi.advanceTimersByTime(LOAD_TIMEOUT_MS);
    document.body.appendChild(document.createElement('script')).dispatchEvent(new Event('error'));
    expect(html.dataset.code).toBeUndefined();
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
