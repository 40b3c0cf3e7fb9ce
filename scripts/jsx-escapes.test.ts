import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

function* tsxFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* tsxFiles(path);
    else if (entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx')) yield path;
  }
}

describe('the text written in JSX', () => {
  // A quoted JSX attribute is not a JavaScript string: `hint="Vide\u00a0: …"` shows the six characters « \u00a0 »
  // on the page. Escapes belong in braces (`hint={'Vide\u00a0: …'}`) or the character itself.
  it('has no JavaScript escape in a quoted attribute, where it would be shown as typed', () => {
    const found: string[] = [];
    for (const folder of ['components', 'tools', 'platform', 'site', 'entrypoints']) {
      for (const file of tsxFiles(join(root, folder))) {
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, index) => {
            if (/\s[a-zA-Z-]+="[^"]*\\(u[0-9a-fA-F]{4}|u\{|x[0-9a-fA-F]{2}|n)/.test(line)) found.push(`${relative(root, file)}:${index + 1}`);
          });
      }
    }
    expect(found).toEqual([]);
  });
});
