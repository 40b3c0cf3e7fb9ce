// `npm run store:listings`: writes the number of tools in the store listings (store/listing*.md) from the registry.
// `--check` (run by `npm run zip`) only compares, and fails while they differ: a listing describes the tools it ships
// with, so a new tool is described in its « Les outils » by hand, and counted, before the archives are made.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runnerImport } from 'vite';

/** The store listings in `store/`, by file name. */
export const isListing = (name) => /^listing.*\.md$/.test(name);

/**
 * A store listing with the number of tools it gives: « réunit N calculateurs » and, after the five tools its short
 * description names, « et N − 5 autres outils ».
 */
export function withToolCount(listing, count) {
  return listing.replace(/réunit \d+ calculateurs/g, `réunit ${count} calculateurs`).replace(/et \d+ autres outils/g, `et ${count - 5} autres outils`);
}

/** Writes `count` into each listing of the folder `store`, or with `check` only compares; the listings that differed. */
export async function countTools(store, count, { check = false } = {}) {
  const differing = [];
  for (const name of (await readdir(store)).filter(isListing)) {
    const listing = await readFile(join(store, name), 'utf8');
    const counted = withToolCount(listing, count);
    if (counted === listing) continue;
    differing.push(name);
    if (!check) await writeFile(join(store, name), counted);
  }
  return differing;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  const root = join(import.meta.dirname, '..');
  const { module } = await runnerImport(join(root, 'tools/index.ts'), { configFile: false, logLevel: 'silent' });
  const count = module.TOOLS.length;
  const differing = await countTools(join(root, 'store'), count, { check });
  if (check && differing.length) {
    console.error(
      `${differing.join(', ')}: the registry has ${count} tools and the listing says otherwise. Describe the new tools in « Les outils », then \`npm run store:listings\` writes the count.`,
    );
    process.exit(1);
  }
  if (!check) console.log(differing.length ? `Counted ${count} tools in ${differing.join(', ')}.` : `The listings count the registry's ${count} tools.`);
}
