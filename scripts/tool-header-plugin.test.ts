// @vitest-environment node
// A build plugin: it runs in Node, where module addresses are files.
import { fileURLToPath } from 'node:url';
import { Receipt } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { TOOL_LISTINGS } from '../tools/listing';
import { headerCode, iconDataOf, toolHeaderPlugin } from './tool-header-plugin';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs the plugin's transform as Vite does, with the context it uses. */
async function transform(code: string, id: string) {
  const plugin = toolHeaderPlugin(root);
  const context = {
    addWatchFile: () => undefined,
    error: (message: string): never => {
      throw new Error(message);
    },
  };
  const hook = plugin.transform as unknown as (this: typeof context, code: string, id: string) => Promise<{ code: string } | undefined>;
  return hook.call(context, code, id);
}

describe('each tool’s texts carry its description and icon (issue 13: one request on a click, not the listing’s four)', () => {
  it('reads a lucide icon’s drawing, without the random keys of its paths', () => {
    const data = iconDataOf(Receipt);
    expect(data.name).toBe('receipt');
    expect(data.node.length).toBeGreaterThan(0);
    for (const [tag, attributes] of data.node) {
      expect(tag).toMatch(/^[a-z]+$/);
      expect(attributes).not.toHaveProperty('key');
    }
    expect(() => iconDataOf(() => null)).toThrow('Icône illisible');
  });

  it('appends the listing’s header to a tool’s texts module, and leaves every other module alone', async () => {
    const code = 'export const content = { howTo: [] };';
    const result = await transform(code, `${root}tools/vat/content.ts`);
    expect(result!.code.startsWith(code)).toBe(true);
    expect(result!.code).toContain(headerCode(TOOL_LISTINGS.vat!));
    expect(result!.code).toContain(JSON.stringify(TOOL_LISTINGS.vat!.description));
    expect(result!.code).toContain('components/icons/createIcon.ts');
    expect(await transform(code, `${root}tools/vat/vat.ts`)).toBeUndefined();
    expect(await transform(code, `${root}components/tool/content.ts`)).toBeUndefined();
  });

  it('fails the build for a tool folder without a listing', async () => {
    await expect(transform('export const content = {};', `${root}tools/inconnu/content.ts`)).rejects.toThrow('tools/listing.ts n’a pas d’entrée pour l’outil « inconnu »');
  });
});
