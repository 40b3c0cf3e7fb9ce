import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOOLS } from '../tools/index';
import { isListing, toolsSection, withToolCount, withToolsSection } from './readme-tools.mjs';

describe('the README’s tool table', () => {
  it('is the registry’s, with its count (`npm run readme:tools` writes it)', () => {
    const readme = readFileSync(join(import.meta.dirname, '../README.md'), 'utf8');
    expect(withToolsSection(readme, toolsSection(TOOLS)), 'the README differs from the registry: run `npm run readme:tools`').toBe(readme);
  });
});

describe('the store listings', () => {
  const store = join(import.meta.dirname, '../store');
  const listings = readdirSync(store).filter(isListing);

  it.each(listings)('%s counts the registry’s tools (`npm run readme:tools` writes the count)', (name) => {
    const listing = readFileSync(join(store, name), 'utf8');
    expect(listing).toMatch(/réunit \d+ calculateurs/);
    expect(withToolCount(listing, TOOLS.length), `${name} differs from the registry: run \`npm run readme:tools\``).toBe(listing);
  });

  it('describe the same tools', () => {
    // From « Les outils » to the next blank-line-separated title, with line breaks read as spaces.
    const tools = (name: string) => /\nLes outils\n([\s\S]*?)\n\n/.exec(readFileSync(join(store, name), 'utf8'))?.[1]?.replace(/\s+/g, ' ');
    expect(listings.length).toBeGreaterThan(1);
    expect(tools('listing.fr.md')).toMatch(/^• E-commerce/);
    for (const name of listings) expect(tools(name), name).toBe(tools('listing.fr.md'));
  });
});
