// `npm run fix:typography [files…]`: French typography in the prose string literals of the sources and data that
// components/typography.test.ts checks (components/, tools/, platform/, tests aside; assets/data/*.json), or of the
// files given. A no-break
// space (U+00A0) before : ; ! ? » and after «, between a number and % or €; a narrow no-break space (U+202F) between
// groups of thousands, as the number formatter writes them; the typographic apostrophe ’ inside words.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = join(import.meta.dirname, '..');

/** A string literal's text, fixed; code (addresses, paths, selectors, interpolations, one or two words) is left alone. */
export function fixProse(body, quote) {
  if (/^(https?:|\.|\/|@|#)/.test(body) || body.includes('://') || body.split(' ').length < 3) return body;
  return body
    // Prose puts a space after these too: a colon followed by a word is a CSS selector's (`, :not(…)`), left alone.
    .replace(/ ([:;!?»])(?![\p{L}\p{N}(\[])/gu, '\u00a0$1')
    .replace(/(\d) ([%€])/g, '$1\u00a0$2')
    .replace(/« /g, '«\u00a0')
    .replace(/(\d) (?=\d{3}(?!\d))/g, '$1\u202f')
    .replace(quote === "'" ? /(\p{L})\\'(\p{L})/gu : /(\p{L})'(\p{L})/gu, '$1’$2');
}

const LITERALS = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
]);

/**
 * The source with the text of each of its string literals fixed by `fixProse`. TypeScript's parser finds them, so
 * that comments, regular expressions and JSX text stay as they are.
 */
export function fixSource(source, fileName = 'source.tsx') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.TSX);
  const edits = [];
  const visit = (node) => {
    if (LITERALS.has(node.kind)) {
      const start = node.getStart(file);
      const raw = source.slice(start, node.end);
      // The quote or backtick opens every kind; the text ends before the closing quote, backtick or `${`.
      const close = node.kind === ts.SyntaxKind.TemplateHead || node.kind === ts.SyntaxKind.TemplateMiddle ? 2 : 1;
      const body = raw.slice(1, raw.length - close);
      const fixed = fixProse(body, raw[0] === "'" ? "'" : raw[0] === '"' ? '"' : '`');
      if (fixed !== body) edits.push([start + 1, start + 1 + body.length, fixed]);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const [from, to, text] of edits.reverse()) out = out.slice(0, from) + text + out.slice(to);
  return out;
}

/** A JSON file with each of its strings fixed by `fixProse`. */
export const fixJson = (source) => source.replace(/"((?:\\.|[^"\\\n])*)"/g, (literal, body) => `"${fixProse(body, '"')}"`);

async function sources(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return /\.(tsx?|json)$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
    }),
  );
  return files.flat();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const given = process.argv.slice(2);
  const files = given.length ? given : (await Promise.all(['components', 'tools', 'platform', 'assets/data'].map((dir) => sources(join(root, dir))))).flat();
  for (const file of files) {
    const source = await readFile(file, 'utf8');
    const fixed = file.endsWith('.json') ? fixJson(source) : fixSource(source, file);
    if (fixed !== source) {
      await writeFile(file, fixed);
      console.log(`fixed ${relative(root, file)}`);
    }
  }
}
