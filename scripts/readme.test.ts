import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The README and docs/ tell the truth about the repository: what they name exists.
const root = join(import.meta.dirname, '..');
const pages = ['README.md', ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
const read = (page: string) => readFileSync(join(root, page), 'utf8');
/** GitHub's anchor of a heading: lowercase, punctuation dropped, spaces as hyphens. */
const anchor = (heading: string) => heading.trim().toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-');

describe('the README and docs/', () => {
  it('the README stays a first page: 200 lines at most, the details in docs/', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(200);
  });

  it.each(pages)('%s links to pages and headings that exist', (page) => {
    const broken: string[] = [];
    for (const [, target] of read(page).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(https?:|mailto:)/.test(target!)) continue;
      const [file, hash] = target!.split('#');
      const path = file ? join(root, dirname(page), file) : join(root, page);
      if (!existsSync(path)) broken.push(target!);
      else if (hash && !readFileSync(path, 'utf8').split('\n').some((line) => /^#+ /.test(line) && anchor(line.replace(/^#+ /, '')) === hash)) broken.push(target!);
    }
    expect(broken).toEqual([]);
  });

  it.each(pages)('%s names only npm scripts and repository paths that exist', (page) => {
    const text = read(page);
    const scripts = Object.keys(JSON.parse(read('package.json')).scripts);
    const missingScripts = [...text.matchAll(/npm run ([\w:-]+)/g)].map(([, name]) => name!).filter((name) => !scripts.includes(name));
    expect(missingScripts).toEqual([]);
    // `components/lib/number.ts`, `tests/e2e/` (placeholders such as <id>, globs and the files of the example of
    // `npm run new-tool -- <id>` are left aside).
    const example = /npm run new-tool -- ([a-z0-9-]+)/.exec(text)?.[1] ?? '<id>';
    const paths = [...text.matchAll(/`((?:components|tools|platform|site|entrypoints|scripts|tests|assets|public|store|docs)\/[^`\s]*)`/g)].map(([, path]) => path!);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => !/[<>*{]/.test(path) && !path.includes(example) && !existsSync(join(root, path)))).toEqual([]);
  });
});
