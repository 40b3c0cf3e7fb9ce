import { act, cleanup } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTool, testPlatform } from '../../tests/renderApp';
import { TOOLS } from '../../tests/renderApp';
import { MAX_TEXT_CHARS } from './largeText';
import { TEXT_LIMIT } from './textLimit';

/**
 * For every tool of the registry: each field that takes typed or pasted text on the tool's first render has a
 * length limit (TextField, NumberField and ColorField give theirs; LargeTextField its hard limit), so that no paste of a book can freeze a page.
 * It catches a text field written by hand without one.
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TEXT_TYPES = new Set(['text', 'search', 'url', 'email', 'tel', 'password']);

describe('every text field has a length limit', () => {
  it.each(TOOLS.map((tool) => [tool.id, tool] as const))('%s', async (id, tool) => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    const { default: View } = await tool.view();
    renderTool(id, createElement(View), testPlatform(), tool.path);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    const controls = Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('.tool__body textarea, .tool__body input')).filter(
      (control) => !control.readOnly && (control instanceof HTMLTextAreaElement || TEXT_TYPES.has(control.type)),
    );
    for (const control of controls) {
      const name = control.labels?.[0]?.textContent ?? control.outerHTML;
      expect(control.maxLength, `${id}: « ${name} » has no length limit`).toBeGreaterThan(0);
      // A long-text field (LargeTextField) takes far more, laid out another way past a text area's size (largeText.ts).
      expect(control.maxLength, `${id}: « ${name} »`).toBeLessThanOrEqual(control.classList.contains('large-text__area') ? MAX_TEXT_CHARS : TEXT_LIMIT);
    }
  });
});
