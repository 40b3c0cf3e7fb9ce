import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const e2e = join(import.meta.dirname, '../tests/e2e');

describe('the end-to-end tests’ waits', () => {
  // Puppeteer's waitForFunction checks at each animation frame by default, which keeps the page drawing for as long
  // as the wait lasts: a condition in the page is waited for with `until` (tests/e2e/browser.ts), on a timer.
  it('check a condition in the page through until, never waitForFunction itself', () => {
    const found = readdirSync(e2e, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && file !== 'browser.ts')
      .flatMap((file) =>
        readFileSync(join(e2e, file), 'utf8')
          .split('\n')
          .flatMap((line, index) => (/\.waitForFunction\(/.test(line) ? [`tests/e2e/${file}:${index + 1}`] : [])),
      );
    expect(found).toEqual([]);
  });
});
