import { describe, expect, it } from 'vitest';
import { TOOLS } from '../../tools/index';
import { contentTexts, type ToolContent } from './types';

const contents = import.meta.glob<ToolContent>('../../tools/*/content.ts', { eager: true, import: 'content' });

/** A paragraph, step or tip longer than this is a wall of text on a phone: it is cut into paragraphs. */
const MAX_WORDS = 100;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('every tool’s explanations read in short blocks', () => {
  it('one content.ts per tool', () => {
    expect(Object.keys(contents)).toHaveLength(TOOLS.length);
  });

  it.each(Object.entries(contents))(`%s: no paragraph, step or tip over ${MAX_WORDS} words`, (_, content) => {
    const blocks = contentTexts(content);
    expect(blocks.filter((block) => words(block) > MAX_WORDS)).toEqual([]);
    expect(blocks.every((block) => block.trim() !== '')).toBe(true);
  });
});
