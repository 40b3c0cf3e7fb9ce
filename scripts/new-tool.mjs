// `npm run new-tool -- <id> "<Titre>"`: writes a working tool in tools/<id>/ (logic and its unit test, named in
// camelCase as every tool's are, view and its component test, French texts, metadata), its end-to-end test in
// tests/e2e/tools/<id>.e2e.test.ts, and adds its line to tools/index.ts: nothing else names the tools. The tool
// adds two amounts, a small real computation that passes every test of the registry: the author then replaces the
// computation, the fields and the texts with the tool's own.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const pascal = (id) => id.replace(/(^|-)([a-z0-9])/g, (_, __, letter) => letter.toUpperCase());
const camel = (id) => pascal(id).replace(/^./, (letter) => letter.toLowerCase());
/** A TypeScript string literal, no-break spaces written out so that they stay visible. */
const literal = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\u00a0/g, '\\u00a0')}'`;

export function toolFiles(id, title) {
  const Name = pascal(id);
  const name = camel(id);
  const view = `${Name}Tool`;
  const compute = `compute${Name}`;
  return {
    [`tools/${id}/${name}.ts`]: `import { exactSum, readAmount } from '../../components/lib/number';

/** What the user typed, as typed. */
export interface ${Name}Fields {
  first: string;
  second: string;
}

export interface ${Name}Output {
  /** A French message for each field that is not an amount. */
  errors: Partial<Record<keyof ${Name}Fields, string>>;
  /** The total, exact on the decimals typed; null until both amounts are valid. */
  total: number | null;
}

/** The sum of two amounts, on the decimals as typed (0,1 + 0,2 is 0,3). */
export function ${compute}(fields: ${Name}Fields): ${Name}Output {
  const first = readAmount(fields.first);
  const second = readAmount(fields.second);
  const errors: ${Name}Output['errors'] = {};
  if (first.error) errors.first = first.error;
  if (second.error) errors.second = second.error;
  const total = first.value !== undefined && second.value !== undefined ? exactSum(first.value, second.value) : null;
  return { errors, total };
}
`,
    [`tools/${id}/${name}.test.ts`]: `import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMOUNT_ERROR } from '../../components/lib/number';
import { ${compute} } from './${name}';

describe('${compute}', () => {
  it('adds the amounts as typed, without binary rounding', () => {
    expect(${compute}({ first: '0,1', second: '0.2' })).toEqual({ errors: {}, total: 0.3 });
    expect(${compute}({ first: '1 234,56 €', second: '0,44' })).toEqual({ errors: {}, total: 1235 });
  });

  it('waits for both amounts, and says which one is wrong', () => {
    expect(${compute}({ first: '12', second: '' })).toEqual({ errors: {}, total: null });
    expect(${compute}({ first: 'abc', second: '-5' })).toEqual({ errors: { first: AMOUNT_ERROR, second: AMOUNT_ERROR }, total: null });
  });

  it('is the sum of the integers in cents, for any amounts', () => {
    fc.assert(
      fc.property(fc.nat(10 ** 9), fc.nat(10 ** 9), (a, b) => {
        const cents = (n: number) => \`\${Math.floor(n / 100)},\${String(n % 100).padStart(2, '0')}\`;
        expect(${compute}({ first: cents(a), second: cents(b) }).total).toBe((a + b) / 100);
      }),
    );
  });
});
`,
    [`tools/${id}/${view}.tsx`]: `import { NumberField } from '../../components/fields/NumberField';
import { formatEuro } from '../../components/lib/number';
import { NO_RESULT, ResultCard } from '../../components/tool/ResultCard';
import { ToolFrame } from '../../components/tool/ToolFrame';
import { useToolParam } from '../../components/tool/toolState';
import { content } from './content';
import { ${compute} } from './${name}';

export default function ${view}() {
  // Each input lives in the address (?montant-1=…) and is remembered on the device.
  const [first, setFirst] = useToolParam('montant-1', '');
  const [second, setSecond] = useToolParam('montant-2', '');
  const { errors, total } = ${compute}({ first, second });
  const hasError = Boolean(errors.first || errors.second);

  return (
    <ToolFrame content={content}>
      <div className="form-grid">
        <NumberField label="Premier montant" value={first} onChange={setFirst} error={errors.first} unit="€" placeholder={'Ex.\\u00a0: 19,99'} />
        <NumberField label="Second montant" value={second} onChange={setSecond} error={errors.second} unit="€" placeholder={'Ex.\\u00a0: 5,50'} />
      </div>
      <ResultCard
        label="Total"
        value={total === null ? NO_RESULT : formatEuro(total)}
        note={total === null && !hasError ? 'Renseignez les deux montants pour obtenir leur total.' : undefined}
      />
    </ToolFrame>
  );
}
`,
    [`tools/${id}/${view}.test.tsx`]: `import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../tests/renderApp';
import ${view} from './${view}';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\\u00a0\\u202f]/g, ' ');
const value = () => plain(screen.getByTestId('result-value').textContent);

describe('${view}', () => {
  it('shows the total as the user types', async () => {
    const user = userEvent.setup();
    renderTool('${id}', <${view} />);
    expect(value()).toBe('—');
    await user.type(screen.getByLabelText('Premier montant'), '19,99');
    await user.type(screen.getByLabelText('Second montant'), '0,01');
    expect(value()).toBe('20,00 €');
  });

  it('says in French which amount is wrong, without a figure', async () => {
    const user = userEvent.setup();
    renderTool('${id}', <${view} />);
    await user.type(screen.getByLabelText('Premier montant'), 'abc');
    await user.type(screen.getByLabelText('Second montant'), '12');
    expect(screen.getByText('Veuillez entrer un montant valide')).toBeInTheDocument();
    expect(value()).toBe('—');
  });
});
`,
    [`tools/${id}/content.ts`]: `import type { ToolContent } from '../../components/tool/types';

export const content: ToolContent = {
  howTo: [
    'Saisissez le premier montant, avec ou sans décimales (12,5 ou 12.5).',
    'Saisissez le second montant.',
    'Lisez leur total, arrondi au centime.',
  ],
  about: {
    what: 'Cet outil additionne deux montants en euros et affiche leur total.',
    why: 'Additionner des montants copiés d’une facture ou d’un tableur, avec leurs espaces et leur symbole €, sans erreur de quelques centimes.',
    how: 'Total = premier montant + second montant, calculé exactement sur les décimales saisies, puis arrondi une seule fois au centime pour l’affichage.',
    tips: [
      'La virgule et le point sont tous deux compris comme séparateur décimal.',
      'Un montant copié avec ses espaces et son symbole € est lu tel quel.',
    ],
  },
};
`,
    [`tools/${id}/meta.ts`]: `import { Calculator } from 'lucide-react';
import { defineTool } from '../../components/tool/defineTool';
import type { ToolPage, ToolSeo } from '../../components/tool/types';

/** The tool's data: plain values, which every page and the extension's service worker read. */
const tool = defineTool({
  id: ${literal(id)},
  path: ${literal(`/${id}/`)},
  title: ${literal(title)},
  pageTitle: ${literal(`${title}\u00a0: calculateur gratuit`)},
  description: 'Additionnez deux montants en euros, au centime près et sans erreur d’arrondi.',
  categories: ['utilities'],
  popup: 'inline',
  searchTerms: ['addition', 'somme', 'total', 'montants'],
  // A tool that takes a text adds \`contextMenu\` (title, and the inputs a selected text gives) to be in the
  // extension's menu on selected text, as tools/word-counter/meta.ts does.
});
export default tool;

/** Its icon and lazy view: the pages only. */
export const page: ToolPage = { tool, icon: Calculator, view: () => import('./${view}') };

/** What search engines read beside the page title: pre-rendering only. */
export const seo: ToolSeo = {
  tool,
  description: 'Additionnez deux montants en euros, saisis avec une virgule ou un point, des espaces ou le symbole €\u00a0: le total est exact et arrondi au centime. Gratuit, sans inscription.',
  keywords: ['addition de montants', 'somme de deux montants', 'total en euros'],
};
`,
    [`tests/e2e/tools/${id}.e2e.test.ts`]: `import { expect, it } from 'vitest';
import { alerts, fill, waitResult } from '../site';
import { describeTool } from '../targets';

// Each case runs on every target the tool has: the website, the extension's full-tab page and, since the tool opens
// inline, the popup, after the cases every tool shares (title, axe-core, no sideways scroll: tests/e2e/targets.ts).
describeTool(${literal(id)}, (tool) => {
  it('adds two amounts, and says which one is wrong', async () => {
    const page = await tool.open();
    await fill(page, 'Premier montant', '19,99');
    await fill(page, 'Second montant', '0,01');
    await waitResult(page, '20,00 €');
    await fill(page, 'Premier montant', 'abc');
    await page.keyboard.press('Tab');
    await waitResult(page, '—');
    expect(await alerts(page)).toEqual(['Veuillez entrer un montant valide']);
  });
});
`,
  };
}

/** The lists of tools/index.ts, each with the tool's export of its meta.ts (as named in the index's imports). */
const LISTS = [
  ['TOOLS', ''],
  ['PAGES', 'Page'],
  ['SEO', 'Seo'],
];

/** Adds the tool's meta.ts to tools/index.ts: its import after the others, its line at the end of each list. */
export function withTool(index, id) {
  const name = camel(id);
  const imports = [...index.matchAll(/^import \w+, \{[^}]*\} from '\.\/[^']+\/meta';$/gm)];
  if (!imports.length) throw new Error('tools/index.ts: its imports of the meta.ts files were not found');
  const last = imports.at(-1);
  const at = last.index + last[0].length;
  let result = `${index.slice(0, at)}\nimport ${name}, { page as ${name}Page, seo as ${name}Seo } from './${id}/meta';${index.slice(at)}`;
  for (const [list, suffix] of LISTS) {
    const start = result.indexOf(`export const ${list}:`);
    const end = start < 0 ? -1 : result.indexOf('\n];', start);
    if (end < 0) throw new Error(`tools/index.ts: its list ${list} was not found`);
    result = `${result.slice(0, end)}\n  ${name}${suffix},${result.slice(end)}`;
  }
  return result;
}

export async function newTool(root, id, title) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id ?? '')) throw new Error('The id is lowercase words joined by hyphens: `npm run new-tool -- marge-brute "Calculateur de marge brute"`');
  if (!title?.trim()) throw new Error('Give the tool\'s French title: `npm run new-tool -- marge-brute "Calculateur de marge brute"`');
  if (existsSync(join(root, 'tools', id))) throw new Error(`tools/${id}/ already exists`);
  const files = toolFiles(id, title.trim());
  for (const [file, text] of Object.entries(files)) {
    await mkdir(join(root, file, '..'), { recursive: true });
    await writeFile(join(root, file), text);
  }
  const index = join(root, 'tools/index.ts');
  await writeFile(index, withTool(await readFile(index, 'utf8'), id));
  return Object.keys(files);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [id, title] = process.argv.slice(2);
  try {
    const written = await newTool(join(import.meta.dirname, '..'), id, title);
    console.log(`Written: ${written.join(', ')}; added to tools/index.ts. Then: npm run fix:typography, and the tests (README, « Adding a tool »).`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
