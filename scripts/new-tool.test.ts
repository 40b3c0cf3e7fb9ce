import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TOOLS } from '../tools/index';
import { newTool, withTool } from './new-tool.mjs';

const root = join(import.meta.dirname, '..');
const ID = 'addition-demo';
const TITLE = 'Calculateur d’addition';

/**
 * The tests that read the whole registry (or a table derived from it): they must pass with the new tool too. A test
 * that depends on the list of tools reads it from the registry (the team's rule), so these are all of them.
 */
function registryWideTests(dir: string): string[] {
  return ['components', 'tools', 'platform', 'entrypoints', 'scripts', 'site']
    .flatMap((folder) => readdirSync(join(dir, folder), { recursive: true, encoding: 'utf8' }).map((file) => join(folder, file)))
    .filter((file) => /\.test\.tsx?$/.test(file) && file !== 'scripts/new-tool.test.ts' && readsRegistry(readFileSync(join(dir, file), 'utf8')));
}

/** Whether a test imports the registry or a table derived from it. */
const readsRegistry = (source: string) =>
  /import \{[^}]*\b(?:TOOLS|PAGES|SEO)\b[^}]*\} from '(?:\.\.?\/)+(?:tools\/index|tests\/renderApp|index)'|from '\.\/index'/.test(source);

/**
 * A test-name filter that skips the cases of the tools already in the registry (a case named after a tool id, as
 * `it.each(TOOLS…)('%s')` names them): this run has just passed them, and the scaffolder does not touch those tools.
 * The new tool's cases and those about the whole list (unique names, the popup's order) still run.
 */
function skippingToolsOf(ids: readonly string[]): string {
  return `^(?!.*(?:^|[^a-z0-9-])(?:${ids.join('|')})(?:[^a-z0-9-]|$))`;
}

/** Every file of the copy (node_modules aside) and its content. */
function snapshot(dir: string): Map<string, string> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => !file.startsWith('node_modules'));
  return new Map(files.filter((file) => statSync(join(dir, file)).isFile()).map((file) => [file, readFileSync(join(dir, file), 'latin1')]));
}

function run(dir: string, args: string[], extra: Record<string, string> = {}, command = process.execPath): { status: number | null; output: string } {
  // The child is a Vitest or tsc of its own, not a worker of this run.
  const env = { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV')), ...extra };
  const { status, stdout, stderr } = spawnSync(command, args, { cwd: dir, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { status, output: `${stdout}${stderr}`.slice(-6_000) };
}

describe('npm run new-tool', () => {
  it('adds the tool at the end of each of the index’s lists', () => {
    const lists = (...names: string[]) =>
      [
        `export const TOOLS: readonly ToolData[] = [\n${names.map((name) => `  ${name},\n`).join('')}];`,
        `export const PAGES: readonly ToolPage[] = [\n${names.map((name) => `  ${name}Page,\n`).join('')}];`,
        `export const SEO: readonly ToolSeo[] = [\n${names.map((name) => `  ${name}Seo,\n`).join('')}];`,
      ].join('\n\n');
    const vat = "import vat, { page as vatPage, seo as vatSeo } from './vat/meta';\n";
    const types = "import type { ToolData, ToolPage, ToolSeo } from '../components/tool/types';\n\n";
    expect(withTool(`${vat}${types}${lists('vat')}\n`, 'marge-brute')).toBe(
      `${vat}import margeBrute, { page as margeBrutePage, seo as margeBruteSeo } from './marge-brute/meta';\n${types}${lists('vat', 'margeBrute')}\n`,
    );
  });

  it('refuses an id that is not lowercase words joined by hyphens, or an existing tool', async () => {
    await expect(newTool(root, 'Marge_Brute', TITLE)).rejects.toThrow(/lowercase words joined by hyphens/);
    await expect(newTool(root, 'vat', TITLE)).rejects.toThrow('tools/vat/ already exists');
  });

  /**
   * In a copy of the repository (its node_modules linked): the scaffolder changes nothing but the registry's list, and
   * the scaffolded tool type-checks and passes its own tests and every test that reads the registry. About two
   * minutes; the builds and the end-to-end test it writes are left to `npm test`, which would take ten more.
   */
  describe('in a copy of the repository', () => {
    const copy = mkdtempSync(join(tmpdir(), 'outilo-new-tool-'));
    afterAll(() => rmSync(copy, { recursive: true, force: true }));

    it('writes a tool that type-checks and passes its tests and the registry’s', { timeout: 600_000 }, async () => {
      const skipped = new Set(['node_modules', '.git', 'dist', '.output', '.test-results', 'screenshots']);
      // Everything but what is built or installed, and the store's images.
      const copied = (source: string) => {
        const path = relative(root, source);
        return !skipped.has(path.split(/[\\/]/)[0]!) && !(path.startsWith('store') && path.endsWith('.png'));
      };
      cpSync(root, copy, { recursive: true, filter: copied });
      symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');

      const before = snapshot(copy);
      const written = await newTool(copy, ID, TITLE);
      expect(written).toEqual([
        `tools/${ID}/additionDemo.ts`,
        `tools/${ID}/additionDemo.test.ts`,
        `tools/${ID}/AdditionDemoTool.tsx`,
        `tools/${ID}/AdditionDemoTool.test.tsx`,
        `tools/${ID}/content.ts`,
        `tools/${ID}/meta.ts`,
        `tests/e2e/tools/${ID}.e2e.test.ts`,
      ]);
      const after = snapshot(copy);
      const changed = [...after.keys()].filter((file) => after.get(file) !== before.get(file));
      expect(changed.sort()).toEqual([...written, 'tools/index.ts'].sort());

      const typecheck = run(copy, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.']);
      expect(typecheck.output, 'tsc').toBe('');
      expect(typecheck.status).toBe(0);

      const tests = [...written.filter((file) => file.startsWith('tools/') && file.includes('.test.')), ...registryWideTests(copy)];
      expect(tests).toContain('tools/index.test.ts');
      const report = join(copy, 'vitest.json');
      const skip = skippingToolsOf(TOOLS.map((tool) => tool.id));
      const vitest = run(copy, ['node_modules/vitest/vitest.mjs', 'run', '--maxWorkers=1', '-t', skip, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...tests]);
      expect(vitest.status, vitest.output).toBe(0);
      const passed = (JSON.parse(readFileSync(report, 'utf8')) as { testResults: { assertionResults: { fullName: string; status: string }[] }[] }).testResults
        .flatMap((file) => file.assertionResults)
        .filter((test) => test.status === 'passed')
        .map((test) => test.fullName);
      // The registry-wide cases named after the new tool ran (none named after another tool).
      expect(passed.filter((name) => name.includes(ID)).length).toBeGreaterThan(0);
      expect(passed.filter((name) => !new RegExp(skip).test(name))).toEqual([]);
    });

    // Ten more minutes (both builds of the copy, then Chromium): run with OUTILO_NEW_TOOL_E2E=1.
    it.runIf(process.env.OUTILO_NEW_TOOL_E2E)('builds, and passes its end-to-end test and those that read the registry', { timeout: 1_800_000 }, () => {
      const env = { VITE_EXTENSION_STORE_URL: 'https://chromewebstore.google.com/detail/outilo/abcdefghijklmnopabcdefghijklmnop' };
      const build = run(copy, ['run', '--silent', 'build'], env, 'npm');
      expect(build.status, build.output).toBe(0);
      const e2e = readdirSync(join(copy, 'tests/e2e'))
        .filter((file) => file.endsWith('.e2e.test.ts') && readsRegistry(readFileSync(join(copy, 'tests/e2e', file), 'utf8')))
        .map((file) => `tests/e2e/${file}`);
      expect(e2e).toContain('tests/e2e/companion-extension.e2e.test.ts');
      const vitest = run(copy, ['node_modules/vitest/vitest.mjs', 'run', '--config', 'tests/e2e/vitest.config.ts', `tests/e2e/tools/${ID}.e2e.test.ts`, ...e2e], env);
      expect(vitest.status, vitest.output).toBe(0);
    });
  });
});
