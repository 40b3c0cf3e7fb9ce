import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTool } from '../../tests/renderApp';
import { TOOLS } from '../../tests/renderApp';
import { NO_RESULT } from './ResultCard';

/**
 * For every tool of the registry at once: whenever an error shows (a field's red text or
 * any role="alert"), the result card shows « — » and no « Copier » button, never a stale or zero figure.
 * Rule for which tools are covered: every tool whose first render shows a result card (the image tools,
 * the QR code and the email signature show none until a file or a content is given, and have no number
 * field). Each text field in turn gets `abc`, `-5` and `0` while the others hold a valid `12`.
 */
const HOSTILE = ['abc', '-5', '0'] as const;
/** Calculators whose first render must show a result card: the rule above may never leave them out. */
const CALCULATORS = ['vat', 'cpc', 'cpa', 'cpm', 'conversion', 'percentage', 'percentage-value', 'evolution', 'average-cart', 'roas-breakeven', 'ab-test', 'currency', 'time-difference'];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function textInputs(): HTMLInputElement[] {
  return Array.from(document.querySelectorAll<HTMLInputElement>('input')).filter(
    (input) => (input.type === 'text' || input.type === 'search') && !input.readOnly && !input.disabled,
  );
}

function setValue(input: HTMLInputElement, value: string) {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

function errorShown(): boolean {
  return screen.queryAllByRole('alert').some((node) => (node.textContent ?? '').trim() !== '') || document.querySelector('.field__error') !== null;
}

function checkInvariant(context: string) {
  if (!errorShown()) return;
  for (const card of Array.from(document.querySelectorAll<HTMLElement>('.result-card'))) {
    const value = card.querySelector('[data-testid="result-value"]')?.textContent;
    expect(value, `${context}: figure beside an error`).toBe(NO_RESULT);
    expect(within(card).queryByRole('button', { name: /Copier/ }), `${context}: copy button beside an error`).toBeNull();
  }
}

describe('no copyable result beside an error, for every tool of the registry', () => {
  it.each(TOOLS.map((tool) => [tool.id, tool] as const))('%s', async (id, tool) => {
    // The exchange-rate request fails at once: its error must not sit beside a figure either.
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    const { default: View } = await tool.view();
    renderTool(id, createElement(View));
    await act(async () => {
      await Promise.resolve();
    });
    const card = document.querySelector('.result-card');
    if (CALCULATORS.includes(id)) expect(card, `${id} shows a result card`).not.toBeNull();
    if (card === null) return; // no result card: not a calculator
    checkInvariant(`${id} at rest`);
    const inputs = textInputs();
    for (const input of inputs) setValue(input, '12');
    checkInvariant(`${id} with 12 everywhere`);
    for (const [index, input] of inputs.entries()) {
      for (const hostile of HOSTILE) {
        setValue(input, hostile);
        checkInvariant(`${id}, field ${index + 1} = ${hostile}`);
      }
      setValue(input, '12');
    }
  });
});
