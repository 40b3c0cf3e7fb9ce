import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every stylesheet of the app: they end up in the one stylesheet each page (and the popup) loads. */
const stylesheets = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.css'))
    .map((path) => join(dir, path));

/** The selectors of a stylesheet (the text before each `{` that opens a rule, at-rules aside). */
function selectors(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...text.matchAll(/([^{};]+)\{/g)]
    .map((match) => match[1]!.trim())
    .filter((prelude) => prelude && !prelude.startsWith('@'))
    .flatMap((prelude) => prelude.split(/,(?![^(]*\))/).map((selector) => selector.trim()));
}

describe('stylesheets: selectors the browser can reject at once', () => {
  const files = [...stylesheets('components'), ...stylesheets('tools')];

  it('finds the stylesheets and their selectors', () => {
    expect(files).toContain(join('components', 'styles', 'global.css'));
    expect(files).toContain(join('tools', 'email-signature', 'emailSignature.css'));
    expect(selectors('.a, .b:not(.c, .d) > p {} @media (x) { .e {} }')).toEqual(['.a', '.b:not(.c, .d) > p', '.e']);
  });

  // `:is(.a, .b) *` or `:is(.a, .b) :is(p, li)` is tried against every element of every page, each try walking up to
  // the root: the browser's ancestor filter never rejects it. `.a *, .b *` says the same (same specificity) and costs
  // nothing where there is no `.a` (issue 13: 1.8 ms of the home page's style unthrottled, 2.5 ms of a tool's click
  // under 4×, for two such rules of the email signature and the explanations).
  it.each(files)('%s writes its selector lists out instead of :is() / :where()', (file) => {
    const slow = selectors(readFileSync(file, 'utf8')).filter((selector) => /:(is|where)\(/.test(selector));
    expect(slow).toEqual([]);
  });
});
