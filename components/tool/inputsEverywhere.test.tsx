import { act, cleanup, fireEvent } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTool, testPlatform } from '../../tests/renderApp';
import { TOOLS } from '../../tests/renderApp';
import { TOOL_STATE_DELAY } from './toolState';

/**
 * For every tool of the registry: an input changed by the user is remembered on the device under
 * `inputs:<id>`, and comes back on the next visit. It catches a tool (or a new field) whose input is a plain
 * `useState` that neither the address nor the device sees. Rule: every tool has at least one text field,
 * text area, select or checkbox on its first render (image tools: their settings).
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stored = (id: string): Record<string, string> | null => JSON.parse(localStorage.getItem(`outilo:inputs:${id}`) ?? 'null');

/** The first control the user can change on the tool's first render, and a change for it. */
function firstChange(): { change: () => void; read: () => string | boolean } {
  const all = Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('.tool__body input, .tool__body textarea, .tool__body select')).filter(
    (c) => !c.disabled && !('readOnly' in c && c.readOnly) && !(c instanceof HTMLInputElement && ['file', 'range', 'color', 'hidden'].includes(c.type)),
  );
  const control = all.find((c) => !(c instanceof HTMLInputElement && c.type === 'radio')) ?? all.find((c) => c instanceof HTMLInputElement && !c.checked);
  if (!control) throw new Error('aucun champ modifiable');
  if (control instanceof HTMLSelectElement) {
    const other = Array.from(control.options).find((o) => o.value !== control.value)!;
    return { change: () => fireEvent.change(control, { target: { value: other.value } }), read: () => control.value };
  }
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    const { name, type } = control;
    const index = all.indexOf(control);
    return {
      change: () => fireEvent.click(control),
      // After a re-render the same control is found again by its place among the controls.
      read: () => (type === 'radio' ? (document.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value ?? '') : (firstControls()[index] as HTMLInputElement).checked),
    };
  }
  const value = control instanceof HTMLInputElement && control.type === 'date' ? '2026-03-15' : control instanceof HTMLInputElement && control.type === 'time' ? '09:30' : '12';
  return { change: () => fireEvent.change(control, { target: { value } }), read: () => control.value };
}

const firstControls = () => Array.from(document.querySelectorAll<HTMLElement>('.tool__body input, .tool__body textarea, .tool__body select'));

describe('every tool remembers what the user changed', () => {
  it.each(TOOLS.map((tool) => [tool.id, tool] as const))('%s', async (id, tool) => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    const { default: View } = await tool.view();
    const first = renderTool(id, createElement(View), testPlatform(), tool.path);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    const { change, read } = firstChange();
    act(() => change());
    const changed = read();
    await act(() => new Promise((resolve) => setTimeout(resolve, TOOL_STATE_DELAY + 50)));
    expect(stored(id), `${id}: nothing remembered after a change`).not.toBeNull();
    first.unmount();

    renderTool(id, createElement(View), testPlatform(), tool.path);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(firstChange().read(), `${id}: the change is not restored`).toBe(changed);
  });
});
