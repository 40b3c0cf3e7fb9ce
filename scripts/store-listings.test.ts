import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countTools, isListing, withToolCount } from './store-listings.mjs';

const store = join(import.meta.dirname, '../store');
const listings = readdirSync(store).filter(isListing);

describe('the store listings', () => {
  it('give their tool count where `npm run store:listings` writes it', () => {
    for (const name of listings) {
      const written = withToolCount(readFileSync(join(store, name), 'utf8'), 30);
      expect(written, name).toContain('réunit 30 calculateurs');
      expect(written, name).toContain('et 25 autres outils');
    }
  });

  it('are counted, or refused by `npm run zip` (`--check`) until the count is written', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'outilo-listings-'));
    try {
      cpSync(store, copy, { recursive: true, filter: (path) => !path.endsWith('.png') });
      const [name] = listings;
      writeFileSync(join(copy, name!), withToolCount(readFileSync(join(copy, name!), 'utf8'), 30));
      expect(await countTools(copy, 30, { check: true })).toEqual(listings.filter((other) => other !== name));
      expect(await countTools(copy, 31)).toEqual(listings);
      expect(await countTools(copy, 31, { check: true })).toEqual([]);
      expect(readFileSync(join(copy, name!), 'utf8')).toContain('réunit 31 calculateurs');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('describe the same tools', () => {
    // From « Les outils » to the next blank-line-separated title, with line breaks read as spaces.
    const tools = (name: string) => /\nLes outils\n([\s\S]*?)\n\n/.exec(readFileSync(join(store, name), 'utf8'))?.[1]?.replace(/\s+/g, ' ');
    expect(listings.length).toBeGreaterThan(1);
    expect(tools('listing.fr.md')).toMatch(/^• E-commerce/);
    for (const name of listings) expect(tools(name), name).toBe(tools('listing.fr.md'));
  });
});
