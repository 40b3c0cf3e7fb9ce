// `npm run readme:tools`: writes the README's « Tools (N) » section, its heading and its table, and the tool count of
// the store listings, from tools/index.ts (scripts/readme-tools.test.ts fails while they differ from the registry).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runnerImport } from 'vite';

/** The « Tools » heading and table of the README, one row per tool of the registry, in its order. */
export function toolsSection(tools) {
  const cell = (text) => text.replace(/\|/g, '\\|');
  return [
    `## Tools (${tools.length})`,
    '',
    '| tool | website route | popup | what it does |',
    '| --- | --- | --- | --- |',
    ...tools.map((tool) => `| \`${tool.id}\` | \`${tool.path}\` | ${tool.popup === 'inline' ? 'inline' : 'full tab'} | ${cell(tool.description)} |`),
  ].join('\n');
}

const SECTION = /^## Tools \(\d+\)\n\n(?:\|.*\n)+/m;

/** The README with its « Tools » section replaced by `section`. */
export function withToolsSection(readme, section) {
  if (!SECTION.test(readme)) throw new Error('README.md: no « ## Tools (N) » heading followed by a table');
  return readme.replace(SECTION, `${section}\n`);
}

/** The store listings in `store/`, by file name. */
export const isListing = (name) => /^listing.*\.md$/.test(name);

/**
 * A store listing with the number of tools it gives: « réunit N calculateurs » and, after the five tools its short
 * description names, « et N − 5 autres outils ».
 */
export function withToolCount(listing, count) {
  return listing.replace(/réunit \d+ calculateurs/g, `réunit ${count} calculateurs`).replace(/et \d+ autres outils/g, `et ${count - 5} autres outils`);
}

export async function writeReadmeTools(root) {
  const { module } = await runnerImport(join(root, 'tools/index.ts'), { configFile: false, logLevel: 'silent' });
  const file = join(root, 'README.md');
  await writeFile(file, withToolsSection(await readFile(file, 'utf8'), toolsSection(module.TOOLS)));
  const store = join(root, 'store');
  for (const name of (await readdir(store)).filter(isListing)) {
    await writeFile(join(store, name), withToolCount(await readFile(join(store, name), 'utf8'), module.TOOLS.length));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await writeReadmeTools(join(import.meta.dirname, '..'));
