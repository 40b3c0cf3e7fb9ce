// Mozilla's add-on linter (addons-linter, the engine of `web-ext lint` and of addons.mozilla.org's validation) on
// the Firefox build. Fails on any error, and on any warning but the libraries' own listed below; prints each.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const dir = join(root, process.argv[2] ?? '.output/firefox-mv3');

/**
 * Warnings on code that Outilo bundles but does not write, told apart by a string next to the flagged spot. Each is
 * a path Outilo never takes: no `dangerouslySetInnerHTML` anywhere, no framework-mode route module,
 * html2canvas's fixed test string, and mammoth's dependencies' fallbacks. The linter has no way to silence one
 * (inline comments are ignored), and Firefox Add-ons accepts these warnings: they do not block signing.
 */
const LIBRARY_WARNINGS = [
  { library: 'React DOM (the `dangerouslySetInnerHTML` prop)', code: 'UNSAFE_VAR_ASSIGNMENT', before: '__html' },
  { library: 'React Router (framework-mode route modules)', code: 'UNSAFE_VAR_ASSIGNMENT', after: 'Error loading route module' },
  { library: 'html2canvas (its fixed emoji test string)', code: 'UNSAFE_VAR_ASSIGNMENT', after: '&#128104;' },
  // mammoth's underscore and setImmediate polyfill, in the .docx reader: a fallback for a missing global object, the
  // `_.template` compiler and a string callback, none of which reading a document calls.
  { library: 'underscore in mammoth (global object fallback)', code: 'DANGEROUS_EVAL', after: '(`return this`)' },
  { library: 'underscore in mammoth (`_.template`)', code: 'DANGEROUS_EVAL', after: '(o,`_`,a)' },
  { library: 'setImmediate polyfill in mammoth (string callback)', code: 'DANGEROUS_EVAL', after: '(``+e)' },
];

/** The library a warning comes from, or undefined when it is ours (or unknown). */
function libraryOf(message) {
  if (!message.file || !message.line) return undefined;
  const line = readFileSync(join(dir, message.file), 'utf8').split('\n')[message.line - 1] ?? '';
  const at = message.column ?? 0;
  const before = line.slice(Math.max(0, at - 300), at);
  const after = line.slice(at, at + 300);
  return LIBRARY_WARNINGS.find(
    (known) => known.code === message.code && (known.before ? before.includes(known.before) : after.includes(known.after)),
  )?.library;
}

if (!existsSync(join(dir, 'manifest.json'))) {
  console.error(`${dir} has no manifest.json: build it first (npm run build:ext).`);
  process.exit(1);
}
const bin = join(root, 'node_modules/.bin/addons-linter');
const run = spawnSync(bin, ['--output', 'json', dir], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`addons-linter gave no report:\n${run.stdout}\n${run.stderr}`);
  process.exit(1);
}

const where = (m) => (m.file ? ` (${m.file}${m.line ? `:${m.line}:${m.column}` : ''})` : '');
const problems = [];
let accepted = 0;
for (const error of report.errors) problems.push(`error ${error.code}: ${error.message}${where(error)}`);
for (const warning of report.warnings) {
  const library = libraryOf(warning);
  if (library) {
    accepted += 1;
    console.log(`  accepted, from ${library}: ${warning.code}${where(warning)}`);
  }
  else problems.push(`warning ${warning.code}: ${warning.message} ${warning.description ?? ''}${where(warning)}`);
}
for (const notice of report.notices) console.log(`  notice ${notice.code}: ${notice.message}${where(notice)}`);
for (const problem of problems) console.log(`  ✗ ${problem}`);
console.log(
  `addons-linter on ${dir.replace(`${root}/`, '')}: ${report.errors.length} error(s), ` +
    `${report.warnings.length} warning(s), ${accepted} of them from the libraries listed`,
);
process.exit(problems.length ? 1 : 0);
