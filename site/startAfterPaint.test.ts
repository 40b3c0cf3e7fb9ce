import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startScript } from '../scripts/inline-scripts-plugin';
import { moduleListTag } from '../scripts/module-list.mjs';

// The inline script that requests a page's modules after its first contentful paint (issue 13), run as the
// built pages run it (its code without comments), with its dynamic import and the paint observer observed.
const FILES = ['/assets/index-a.js', '/assets/app-b.js', '/assets/VatTool-c.js'];

type Observer = { callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: Observer) => void; disconnect: () => void; options?: unknown };
let observers: Observer[];
let imported: string[];

function runScript({ hidden = false, paintTiming = true } = {}) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      callback: Observer['callback'];
      constructor(callback: Observer['callback']) {
        this.callback = callback;
      }
      observe(options: unknown) {
        if (!paintTiming) throw new TypeError('paint: not supported');
        observers.push({ callback: this.callback, disconnect: this.disconnect, options });
      }
      disconnect = vi.fn();
    },
  );
  const code = startScript('site/startAfterPaint.js');
  // `import` is a keyword, not a function a test can replace: the script's one call to it is pointed at a spy.
  expect(code.match(/\bimport\(/g)).toHaveLength(1);
  new Function('__import', code.replace('import(', '__import('))((file: string) => imported.push(file));
}

const paint = (name: string) => observers[0]!.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }, observers[0]!);
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

describe('site/startAfterPaint.js', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    observers = [];
    imported = [];
    document.head.innerHTML = '';
    document.body.innerHTML = `<main><h1>Calcul TTC HT</h1></main>${moduleListTag(FILES)}`;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('requests nothing before the first contentful paint, then the entry and the page’s chunks at once, once', () => {
    runScript();
    expect(observers[0]!.options).toEqual({ type: 'paint', buffered: true });
    paint('first-paint');
    expect(imported).toEqual([]);
    expect(preloads()).toEqual([]);

    paint('first-contentful-paint');
    expect(imported).toEqual(['/assets/index-a.js']);
    expect(preloads()).toEqual(['/assets/app-b.js', '/assets/VatTool-c.js']);

    // Neither the timer nor another entry starts it again.
    vi.advanceTimersByTime(5000);
    paint('first-contentful-paint');
    expect(imported).toEqual(['/assets/index-a.js']);
    expect(preloads()).toHaveLength(2);
  });

  it('holds the load event with a hidden frame kept open until the code is requested, then lets it go', () => {
    runScript();
    const frame = document.querySelector('iframe');
    expect(frame).not.toBeNull();
    expect(frame!.hidden).toBe(true);
    expect(frame!.hasAttribute('src')).toBe(false);
    // Closed by the script while the frame is still in the page (jsdom closes it again as it goes).
    const closedInPage: boolean[] = [];
    const doc = frame!.contentDocument!;
    const close = doc.close.bind(doc);
    doc.close = () => (closedInPage.push(frame!.isConnected), close());
    paint('first-paint');
    expect(closedInPage).toEqual([]);

    paint('first-contentful-paint');
    expect(imported).toEqual(['/assets/index-a.js']);
    expect(closedInPage[0]).toBe(true);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('a page that never reports its first paint starts after 3 seconds', () => {
    runScript();
    vi.advanceTimersByTime(2999);
    expect(imported).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(imported).toEqual(['/assets/index-a.js']);
  });

  it('a page opened in the background starts at once, without waiting for a paint', () => {
    runScript({ hidden: true });
    expect(imported).toEqual(['/assets/index-a.js']);
    expect(observers).toEqual([]);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('a browser without paint timing starts at once', () => {
    runScript({ paintTiming: false });
    expect(imported).toEqual(['/assets/index-a.js']);
    expect(preloads()).toHaveLength(2);
    expect(document.querySelector('iframe')).toBeNull();
  });
});
