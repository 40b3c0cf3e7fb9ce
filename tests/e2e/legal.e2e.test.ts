import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, WEB_DIR } from './browser';
import { text, useBrowser } from './site';

// The test build (`npm test`) sets no publisher: it is the demonstration form.
const site = useBrowser({ extension: true });

const DEMO_SITE = 'Ce site est une version de démonstration d’Outilo, sans éditeur déclaré : il n’est pas publié et les moteurs de recherche ne l’indexent pas.';
const DEMO_EXTENSION = 'Cette extension est une version de démonstration d’Outilo, sans éditeur déclaré : elle n’est pas publiée.';

/** Every HTML page of the website build. */
function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return pages(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

describe('a build without the publisher’s details is a demonstration, and says so', () => {
  it('website: the legal notice says it in French and shows no placeholder', async () => {
    const page = await site.open('/mentions-legales');
    const body = await text(page, 'main');
    expect(body).toContain(DEMO_SITE);
    expect(body).toContain('Version de démonstration : aucun hébergeur n’est déclaré.');
    expect(body).not.toMatch(/À renseigner|undefined|\(\)/);
  });

  it('website: every page is noindex', () => {
    const files = pages(WEB_DIR);
    expect(files.length).toBeGreaterThan(25);
    for (const file of files) expect(readFileSync(file, 'utf8'), file).toContain('<meta name="robots" content="noindex, follow" />');
  });

  it('extension: the legal notice says it too', async () => {
    const page = await site.openExtension('options.html#/mentions-legales');
    const body = await text(page, 'main');
    expect(body).toContain(DEMO_EXTENSION);
    expect(body).not.toContain('À renseigner');
  });
});

describe('a production build refuses to finish without the publisher’s details', () => {
  const out = mkdtempSync(join(tmpdir(), 'outilo-production-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));
  // Only the production flag: no publisher or host is set (whatever the environment running the tests holds).
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^VITE_(PUBLISHER|PUBLICATION|HOST)_/.test(key)));
  const production = { ...env, OUTILO_PRODUCTION: '1', NODE_ENV: 'production' };

  it('website: stops before writing anything, with a message naming what to set', () => {
    const vite = [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'site/vite.config.ts', '--outDir', out, '--logLevel', 'error'];
    const { status, stdout, stderr } = spawnSync(process.execPath, vite, { cwd: ROOT, env: production, encoding: 'utf8', timeout: 120_000 });
    expect(status).not.toBe(0);
    expect(stdout + stderr).toContain('a production build (OUTILO_PRODUCTION=1) needs the publisher\'s and host\'s details for the legal notice. Set VITE_PUBLISHER_NAME, VITE_PUBLISHER_ADDRESS, VITE_PUBLISHER_EMAIL, VITE_PUBLICATION_DIRECTOR, VITE_HOST_NAME, VITE_HOST_ADDRESS');
    expect(readdirSync(out)).toEqual([]);
  });
});
