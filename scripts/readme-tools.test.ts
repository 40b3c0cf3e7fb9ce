import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOOLS } from '../tools/registry';
import { toolsSection, withToolsSection } from './readme-tools.mjs';

describe('the README’s tool table', () => {
  it('is the registry’s, with its count (`npm run readme:tools` writes it)', () => {
    const readme = readFileSync(join(import.meta.dirname, '../README.md'), 'utf8');
    expect(withToolsSection(readme, toolsSection(TOOLS)), 'the README differs from the registry: run `npm run readme:tools`').toBe(readme);
  });
});
