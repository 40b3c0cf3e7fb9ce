import { describe, expect, it } from 'vitest';
import { TOOLS } from './registry';
import type { ToolMeta } from './types';

describe('the registry (tools/registry.ts)', () => {
  it('lists each tool from its own folder, named after its id', async () => {
    for (const tool of TOOLS) {
      const own = (await import(`./${tool.id}/meta.ts`).catch(() => undefined)) as { default: ToolMeta } | undefined;
      expect(own?.default, `tool « ${tool.id} »: its meta.ts must be tools/${tool.id}/meta.ts, in a folder named after its id`).toBe(tool);
    }
  });

  it('gives each tool its own id and path', () => {
    expect(new Set(TOOLS.map((tool) => tool.id)).size).toBe(TOOLS.length);
    expect(new Set(TOOLS.map((tool) => tool.path)).size).toBe(TOOLS.length);
    for (const tool of TOOLS) {
      expect(tool.id, tool.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(tool.path, tool.id).toMatch(/^\/[a-z0-9]+(-[a-z0-9]+)*\/$/);
    }
  });

  it('loads each tool’s view from its meta.ts', async () => {
    for (const tool of TOOLS) expect(typeof (await tool.load()).default, tool.id).toBe('function');
  });
});
