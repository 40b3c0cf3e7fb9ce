import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEO, TOOLS } from '../tools/index';
import type { ToolContent } from './tool/types';
import { changelogEntries as changelog, testimonials } from './home/data';
import { siteConfig } from '../platform/siteConfig';

/**
 * French typography (DECISIONS.md): a no-break space before « : ; ! ? % € » and inside guillemets, so that
 * a line never starts with a lone punctuation mark, and the typographic apostrophe in the tools' texts.
 * Checked on every text users read; one test for all tools, not one per tool.
 */
const BAD_SPACE = / [:;!?»]|\d [%€]|« |\d \d{3}(?!\d)/;
/** Prose uses the typographic apostrophe ’. */
const STRAIGHT_APOSTROPHE = /'/;
/** What a failure says: the command that fixes the sources (scripts/fix-typography.mjs). */
const FIX = 'French typography (no-break space before : ; ! ? », after «, before % and €; ’): run `npm run fix:typography`';

function strings(value: unknown, path: string, out: [string, string][]) {
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object' && typeof value !== 'function') {
    for (const [k, v] of Object.entries(value)) if (k !== 'icon' && k !== 'view') strings(v, `${path}.${k}`, out);
  }
}

function contentFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return contentFiles(full);
    return name === 'content.ts' ? [full] : [];
  });
}

describe('French typography', () => {
  it('registry, testimonials and changelog use no-break spaces', () => {
    const found: [string, string][] = [];
    strings(TOOLS, 'TOOLS', found);
    strings(SEO.map(({ description, keywords }) => ({ description, keywords })), 'SEO', found);
    strings(testimonials, 'testimonials', found);
    strings(changelog, 'changelog', found);
    const bad = found.filter(([, text]) => BAD_SPACE.test(text) && !/https?:/.test(text));
    expect(bad, FIX).toEqual([]);
    // The author's texts come from the build's environment (VITE_AUTHOR_*), which no script can fix.
    const author: [string, string][] = [];
    strings(siteConfig.author, 'siteConfig.author', author);
    expect(author.filter(([, text]) => BAD_SPACE.test(text) && !/https?:/.test(text)), 'VITE_AUTHOR_* need French no-break spaces').toEqual([]);
  });

  it('every tool content.ts uses no-break spaces', async () => {
    const root = join(import.meta.dirname, '../tools');
    const bad: [string, string][] = [];
    for (const file of contentFiles(root)) {
      const mod = (await import(/* @vite-ignore */ file)) as { content: ToolContent };
      const found: [string, string][] = [];
      strings(mod.content, file.slice(root.length + 1), found);
      bad.push(...found.filter(([, text]) => BAD_SPACE.test(text) || STRAIGHT_APOSTROPHE.test(text)));
    }
    expect(bad, FIX).toEqual([]);
  });

  it('every message (exported French string constant) uses the typographic apostrophe and no-break spaces', () => {
    const root = join(import.meta.dirname, '..');
    const files = ['components', 'tools', 'platform'].flatMap((dir) => allSources(join(root, dir)));
    // export const SOME_ERROR = 'Veuillez…' / "…" / `…` (a message users read).
    const constant = /export const [A-Z][A-Z0-9_]*\s*=\s*\n?\s*(["'`])((?:\\.|(?!\1).)*)\1/g;
    const bad: string[] = [];
    let checked = 0;
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(constant)) {
        const text = match[2]!.replace(/\\u00a0/g, '\u00a0').replace(/\\u202f/g, '\u202f').replace(/\\'/g, "'");
        if (!/[a-zàâéèêîôûç]{3}/i.test(text) || /^[a-z0-9_:./-]+$/.test(text)) continue; // not prose
        checked++;
        if (STRAIGHT_APOSTROPHE.test(text) || BAD_SPACE.test(text)) bad.push(`${file.slice(root.length + 1)}: ${text}`);
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(bad, FIX).toEqual([]);
  });

  it('JSX attributes users read (placeholder, label, hint, note, aria-label) use no-break spaces', () => {
    const root = join(import.meta.dirname, '..');
    const files = ['components', 'tools'].flatMap((dir) => sourceFiles(join(root, dir)));
    const attribute = /\b(placeholder|label|legend|title|hint|note|zeroNote|aria-label)=\{?(["'`])((?:(?!\2).)*)\2/g;
    const bad: string[] = [];
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(attribute)) {
        if (!match[3]!.includes('${') && BAD_SPACE.test(match[3]!)) bad.push(`${file.slice(root.length + 1)}: ${match[3]}`);
      }
    }
    expect(bad, FIX).toEqual([]);
  });
});

function allSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return allSources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [full] : [];
  });
}
