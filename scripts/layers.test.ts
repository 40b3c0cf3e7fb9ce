import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLayers, LAYERS } from './layers.mjs';

const root = join(import.meta.dirname, '..');

describe('the imports between folders (scripts/layers.mjs)', () => {
  it(`point down the layers (${LAYERS.map((layer) => layer.holds).join(' → ')}), with no cycle`, () => {
    expect(checkLayers(root)).toEqual([]);
  });
});

describe('the layers’ checker', () => {
  const dir = mkdtempSync(join(tmpdir(), 'outilo-layers-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (files: Record<string, string>) => {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(join(dir, dirname(file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
  };

  write({
    'site/main.tsx': "import { TOOLS } from '../tools/index';\nimport '../entrypoints/popup/main';\n",
    'entrypoints/popup/main.tsx': "import { TOOLS } from '../../tools/index';\n",
    'tools/index.ts': "import vat from './vat/meta';\nimport cpc from './cpc/meta';\n",
    'tools/vat/meta.ts': "import { defineTool } from '../../components/tool/defineTool';\nexport const page = { view: () => import('./VatTool') };\n",
    'tools/vat/VatTool.tsx': "import { ToolFrame } from '../../components/tool/ToolFrame';\nimport { computeCpc } from '../cpc/cpc';\n",
    'tools/cpc/meta.ts': "import { header } from 'virtual:outilo-tools/header/cpc';\nexport default {};\n",
    'tools/cpc/cpc.ts': 'export const computeCpc = 1;\n',
    'components/tool/defineTool.ts': "import type { ToolData } from './types';\n",
    'components/tool/types.ts': 'export interface ToolData {}\n',
    'components/tool/ToolFrame.tsx': "import { usePlatform } from '../../platform/platform';\n",
    'components/home/data.ts': "import changelog from '../../assets/data/changelog.json';\nimport { computeCpc } from '../../tools/cpc/cpc';\n",
    'components/lib/a.ts': "export { b } from './b';\n",
    'components/lib/b.ts': "import type { C } from './c';\n",
    'components/lib/c.ts': "export const c = () => import('./a');\n",
    'platform/platform.ts': "import type { FavouritesStore } from './domain/favourites';\n",
    'platform/domain/favourites.ts': "import { storage } from '../storage/local';\n",
    'platform/storage/local.ts': 'export const storage = 1;\n',
    'assets/data/changelog.json': '[]\n',
    'components/tool/ToolFrame.test.tsx': "import { TOOLS } from '../../tools/index';\nimport { renderApp } from '../../tests/renderApp';\n",
    'tests/renderApp.tsx': "import { TOOLS } from '../tools/index';\n",
    'components/lib/workerPool.ts': "import { fake } from './workerTesting';\n",
    'components/lib/workerTesting.ts': 'export const fake = 1;\n',
  });
  const problems = checkLayers(dir);

  it('names the file, the import as written and the rule of each import that points up', () => {
    expect(problems).toContain(
      "components/home/data.ts imports '../../tools/cpc/cpc' (tools/cpc/cpc.ts): components (components/) may not import tools above it",
    );
    expect(problems).toContain(
      "platform/domain/favourites.ts imports '../storage/local' (platform/storage/local.ts): domain (platform/domain/) may not import platform above it",
    );
  });

  it('keeps the two targets apart, and each tool out of the others’ folders', () => {
    expect(problems).toContain("site/main.tsx imports '../entrypoints/popup/main' (entrypoints/popup/main.tsx): site may not import entrypoints, the other target");
    expect(problems).toContain("tools/vat/VatTool.tsx imports '../cpc/cpc' (tools/cpc/cpc.ts): tools/vat/ may not import tools/cpc/, another tool");
  });

  it('keeps the code that ships from the tests’ helpers', () => {
    expect(problems).toContain(
      "components/lib/workerPool.ts imports './workerTesting' (components/lib/workerTesting.ts): shipped code imports a test, a script or a configuration file",
    );
  });

  it('finds an import cycle, type and dynamic imports included, and names its imports', () => {
    expect(problems).toContain("import cycle: components/lib/a.ts imports './b', components/lib/b.ts imports './c', components/lib/c.ts imports './a'");
  });

  it('refuses a virtual module', () => {
    expect(problems).toContain("tools/cpc/meta.ts imports 'virtual:outilo-tools/header/cpc': a virtual module, code made at build time that a reader cannot open");
  });

  it('lets tests import anything, and every layer import those below it', () => {
    expect(problems, problems.join('\n')).toHaveLength(7);
  });
});
