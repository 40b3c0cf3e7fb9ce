import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { chunkFailureCause, isLoadFailure, LOAD_TIMEOUT_MS, LoadTimeout, onDemand, reloadIfStuck } from './onDemand';

describe('onDemand: loaded once, retried after a failure, readable once done', () => {
  it('runs the importer once however often it is asked, and gives the value synchronously afterwards', async () => {
    const importer = vi.fn(async () => ({ build: 'html' }));
    const output = onDemand(importer);
    expect(output.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([output.load(), output.load()]);
    expect(a).toBe(b);
    expect(output.loaded()).toBe(a);
    await output.load();
    expect(importer).toHaveBeenCalledOnce();
  });

  it('tries again after a failure (a lost chunk may come back)', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValueOnce('listing');
    const listing = onDemand(importer);
    await expect(listing.load()).rejects.toThrow(TypeError);
    expect(listing.loaded()).toBeUndefined();
    await expect(listing.load()).resolves.toBe('listing');
    expect(listing.loaded()).toBe('listing');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe('onDemand: nothing waits for ever', () => {
  it('gives up after LOAD_TIMEOUT_MS with LoadTimeout, a load failure; « Réessayer » asks again, and a late arrival is kept', async () => {
    vi.useFakeTimers();
    try {
      let arrive!: (value: string) => void;
      const importer = vi.fn(() => new Promise<string>((resolve) => (arrive = resolve)));
      const words = onDemand(importer);
      const first = words.load();
      const failed = expect(first).rejects.toBeInstanceOf(LoadTimeout);
      await vi.advanceTimersByTimeAsync(LOAD_TIMEOUT_MS - 1);
      expect(words.loaded()).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      await failed;
      expect(isLoadFailure(await first.catch((error: unknown) => error))).toBe(true);
      // A load asks again (a browser joins the request still in flight: see reloadIfStuck)...
      const second = words.load();
      expect(importer).toHaveBeenCalledTimes(2);
      // ...and the first request's late answer is kept.
      arrive('mots');
      await vi.advanceTimersByTimeAsync(0);
      expect(words.loaded()).toBe('mots');
      await expect(words.load()).resolves.toBe('mots');
      void second.catch(() => undefined);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a request that still hangs after the time-out is stuck: « Réessayer » reloads the page instead of joining it', async () => {
    vi.useFakeTimers();
    try {
      let arrive!: (value: string) => void;
      const hung = onDemand(() => new Promise<string>((resolve) => (arrive = resolve)));
      const refused = onDemand(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
      const reload = vi.fn();
      expect(hung.stuck()).toBe(false);
      const first = hung.load().catch((error: unknown) => error);
      // Waiting is not being stuck.
      await vi.advanceTimersByTimeAsync(LOAD_TIMEOUT_MS - 1);
      expect(hung.stuck()).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await first).toBeInstanceOf(LoadTimeout);
      expect(hung.stuck()).toBe(true);
      // A refused file is not stuck: loading again in the page makes a new request.
      await refused.load().catch(() => undefined);
      expect(refused.stuck()).toBe(false);
      expect(reloadIfStuck([refused], reload)).toBe(false);
      expect(reload).not.toHaveBeenCalled();
      expect(reloadIfStuck([refused, hung], reload)).toBe(true);
      expect(reload).toHaveBeenCalledOnce();
      // Once the hung request is answered, nothing is stuck any more.
      arrive('mots');
      await vi.advanceTimersByTimeAsync(0);
      expect(hung.stuck()).toBe(false);
      expect(reloadIfStuck([hung], reload)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a bug is not a load failure', () => {
    expect(isLoadFailure(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isLoadFailure(new TypeError('Failed to fetch dynamically imported module: /assets/VatTool-abc.js'))).toBe(true);
    expect(isLoadFailure(new LoadTimeout())).toBe(true);
  });
});

const ROOT = join(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|\.d\.ts$/.test(name) ? [full] : [];
  });
}

/** Whether the `import(` at `at` sits inside the arguments of a call to onDemand( or preloadable(. */
function wrapped(code: string, at: number): boolean {
  // A call may name its type (`preloadable<Props>(…)`).
  for (const match of code.slice(0, at).matchAll(/\b(?:onDemand|preloadable)(?:<[^()<>]*>)?\(/g)) {
    let depth = 0;
    for (let i = match.index + match[0].length - 1; i < code.length; i++) {
      if (code[i] === '(') depth++;
      else if (code[i] === ')' && --depth === 0) {
        if (i > at) return true;
        break;
      }
    }
  }
  return false;
}

/** Loads nobody waits on: they fail quietly and the page goes on without them. */
const NOT_WAITED_ON: Record<string, string> = {
  'components/RoutePreloader.tsx': 'the pages’ titles, fetched ahead on a link’s hover',
  'components/layout/AppLayout.tsx': 'the document title after a client navigation',
  'components/tool/ToolRoute.tsx': 'the tools’ shared code, loaded inside toolView’s preloadable (and warmed when idle)',
  'site/main.tsx': 'the audience-measurement script and the service worker',
  'site/WebApp.tsx': 'the install pop-up and the update notice, shown only once loaded',
  'platform/storage/indexedDbStore.ts': 'the IndexedDB library of the long texts kept on the device: given up after its own time-out (the tool opens without the text)',
};

describe('every load a user waits on gives up and can be retried', () => {
  it('each dynamic import of the product goes through onDemand or preloadable (time-out and retry), or is one nobody waits on', () => {
    const unguarded: string[] = [];
    for (const file of ['components', 'tools', 'site', 'entrypoints', 'platform'].flatMap((dir) => sources(join(ROOT, dir)))) {
      const name = relative(ROOT, file);
      if (NOT_WAITED_ON[name]) continue;
      // Each tool's view (its meta.ts's `load`), loaded through toolView's preloadable.
      if (/^tools\/[^/]+\/meta\.ts$/.test(name)) continue;
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(/(?<!typeof |`)\bimport\(/g)) {
        if (!wrapped(code, match.index)) unguarded.push(`${name}:${code.slice(0, match.index).split('\n').length}`);
      }
    }
    expect(unguarded).toEqual([]);
  });
});

describe('chunkFailureCause: a newer version, or a failed connection', () => {
  const failed = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);
  const server = (answers: Record<string, number | 'down'>) =>
    vi.fn(async (url: RequestInfo | URL) => {
      const answer = answers[String(url)] ?? 200;
      if (answer === 'down') throw new TypeError('Failed to fetch');
      return new Response(null, { status: answer });
    }) as unknown as typeof fetch;

  it('says outdated when the server no longer has the named chunk (404 or 410)', async () => {
    expect(await chunkFailureCause(failed('https://outilo.fr/assets/vat-1.js'), server({ 'https://outilo.fr/assets/vat-1.js': 404 }))).toBe('outdated');
    expect(await chunkFailureCause(failed('https://outilo.fr/assets/vat-1.js'), server({ 'https://outilo.fr/assets/vat-1.js': 410 }))).toBe('outdated');
  });

  it('says network when the server cannot be reached or still has every file', async () => {
    expect(await chunkFailureCause(failed('https://outilo.fr/assets/vat-1.js'), server({ 'https://outilo.fr/assets/vat-1.js': 'down' }))).toBe('network');
    expect(await chunkFailureCause(failed('https://outilo.fr/assets/vat-1.js'), server({}))).toBe('network');
  });

  it('says outdated when the named chunk is there but a file preloaded beside it is gone', async () => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = 'https://outilo.fr/assets/shared-2.js';
    document.head.append(link);
    try {
      const probe = server({ 'https://outilo.fr/assets/shared-2.js': 404 });
      expect(await chunkFailureCause(failed('https://outilo.fr/assets/vat-1.js'), probe)).toBe('outdated');
    } finally {
      link.remove();
    }
  });
});
