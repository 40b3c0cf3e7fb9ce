import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_REMEMBERED_CHARS, NOTICE_PARAM } from '../../components/tool/toolStateRules';
import { TOOLS } from '../../tools/index';
import { createContextMenus, onContextMenuClick } from './contextMenu';

/** The full-tab page's addresses opened by the clicks. */
const opened = () => vi.mocked(browser.tabs.create).mock.calls.map(([properties]) => properties.url!.split('#')[1]);
const click = (menuItemId: string, selectionText: string) => onContextMenuClick(TOOLS, { menuItemId, selectionText, editable: false, frameId: 0, pageUrl: 'https://exemple.fr/' });

beforeEach(() => {
  fakeBrowser.reset();
  vi.spyOn(browser.tabs, 'create').mockResolvedValue({} as never);
});

describe('a context-menu click', () => {
  it('stores a selection too long for the address and opens the tool without it', async () => {
    const long = 'mot '.repeat(1_000);
    await click('word-counter', long);
    expect(opened()).toEqual(['/compteur-mots/']);
    expect(await browser.storage.local.get('inputs:word-counter')).toEqual({ 'inputs:word-counter': { texte: long } });
  });

  it('stores nothing past what the tool state remembers, and opens the tool with a message', async () => {
    await click('duplicate-remover', 'a\n'.repeat(MAX_REMEMBERED_CHARS));
    expect(opened()).toEqual([`/doublons/?${NOTICE_PARAM}=selection-trop-longue`]);
    expect(await browser.storage.local.get(null)).toEqual({});
  });

  it('opens the tool with a message when the storage refuses the selection', async () => {
    vi.spyOn(browser.storage.local, 'set').mockRejectedValue(new Error('QUOTA_BYTES quota exceeded'));
    await click('slug', 'é'.repeat(1_000));
    expect(opened()).toEqual([`/slugify/?${NOTICE_PARAM}=selection-non-transmise`]);
  });
});

describe('the context menu', () => {
  it('has one item under « Outilo » for each tool whose meta.ts declares one, in the registry’s order', async () => {
    const create = vi.spyOn(browser.contextMenus, 'create').mockReturnValue('' as never);
    vi.spyOn(browser.contextMenus, 'removeAll').mockResolvedValue(undefined as never);
    await createContextMenus(TOOLS);
    const items = create.mock.calls.map(([properties]) => properties);
    expect(items[0]).toMatchObject({ id: 'outilo', title: 'Outilo', contexts: ['selection'] });
    expect(items.slice(1)).toEqual(
      TOOLS.filter((tool) => tool.contextMenu).map((tool) => ({ id: tool.id, parentId: 'outilo', title: tool.contextMenu!.title, contexts: ['selection'] })),
    );
    expect(items.slice(1).map((item) => item.id)).toEqual(['vat', 'qr-code', 'slug', 'word-counter', 'duplicate-remover']);
  });
});
