import { act, cleanup, fireEvent, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTool, testPlatform, TOOLS } from '../../tests/renderApp';
import { TOOL_STATE_DELAY } from '../tool/toolState';
import { formatInteger } from '../lib/number';

/**
 * For every tool of the registry and every text field its page shows at first: a value longer than the field takes,
 * given in the address, is cut by the field, which says how long it really was. A tool that cut it before (its own
 * check of what the address holds) made the field count what was left, not what was given.
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TEXT_TYPES = new Set(['text', 'search', 'url', 'email', 'tel']);
/** Chromium's longest address (2 MB): a field that takes more (the long-text tools) takes whatever an address holds. */
const LONGEST_ADDRESS = 2 * 1024 * 1024;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, TOOL_STATE_DELAY + 50)));

const controlsOf = () =>
  Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('.tool__body textarea, .tool__body input')).filter(
    (control) => !control.readOnly && !control.disabled && (control instanceof HTMLTextAreaElement || TEXT_TYPES.has(control.type)),
  );

describe('a text too long in the address is counted whole', () => {
  it.each(TOOLS.map((tool) => [tool.id, tool] as const))('%s', async (id, tool) => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    const { default: View } = await tool.view();
    // The address's name of each field: the one that carries what is typed in it.
    const fields: { param: string; limit: number; label: string }[] = [];
    let address = '';
    renderTool(id, createElement(View), testPlatform({ replaceQuery: (_path, query) => void (address = query) }), tool.path);
    await settle();
    const count = controlsOf().length;
    for (let i = 0; i < count; i++) {
      const control = controlsOf()[i];
      if (!control) break;
      const mark = `Zq${i}`;
      fireEvent.change(control, { target: { value: mark } });
      await settle();
      const query = new URLSearchParams(address);
      const param = [...query.keys()].find((key) => query.get(key) === mark);
      if (param && control.maxLength + 10_000 <= LONGEST_ADDRESS) fields.push({ param, limit: control.maxLength, label: control.labels?.[0]?.textContent ?? param });
    }
    cleanup();
    for (const { param, limit, label } of fields) {
      // Far past the field's limit, and past any cut of what the address holds.
      const given = limit + 10_000;
      renderTool(id, createElement(View), testPlatform(), `${tool.path}?${param}=${'A'.repeat(given)}`);
      await settle();
      const said = () => document.body.textContent?.match(/celui-ci en compte [^)]*\)/)?.[0] ?? 'aucun message';
      await waitFor(() => expect(said(), `${id}: « ${label} » (${param})`).toBe(`celui-ci en compte ${formatInteger(given)})`));
      cleanup();
    }
  }, 120_000);
});
