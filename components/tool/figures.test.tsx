import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderTool } from '../../tests/renderApp';
import { byId } from './catalog';
import { TOOLS } from '../../tests/renderApp';
import { NO_RESULT } from './ResultCard';

/**
 * Two rules of « one look for one kind of figure », for every tool of the registry:
 * - before any input, every result card shows « — » alone: no zero figure, no secondary figure, no copy button;
 * - every figure of a kind shown in a result is written the one way its shared formatter writes it
 *   (components/lib/number.ts): euros, multipliers, exchange rates, bits, minutes.
 */

/** Tools whose result is made without any input: a generator shows its first draw at once. */
const NEEDS_NO_INPUT = new Set(['password-generator']);

/** An exchange-rate answer without the network (Frankfurter's shape), whatever the currency asked. */
function rateAnswer(url: string): Response {
  const currency = new URL(url).searchParams.get('symbols') ?? 'USD';
  const rates: Record<string, number> = { USD: 1.0842, JPY: 163.5, GBP: 0.85235 };
  return { ok: true, status: 200, json: async () => ({ amount: 1, base: 'EUR', date: '2026-11-20', rates: { [currency]: rates[currency] ?? 1.5 } }) } as Response;
}

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', vi.fn(async (url: string) => rateAnswer(url)));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function open(id: string, path?: string) {
  const tool = byId(TOOLS, id)!;
  const { default: View } = await tool.view();
  renderTool(id, createElement(View), undefined, path);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const cards = () => Array.from(document.querySelectorAll<HTMLElement>('.result-card'));

describe('before any input, every result shows « — » alone', () => {
  it.each(TOOLS.filter((tool) => !NEEDS_NO_INPUT.has(tool.id)).map((tool) => [tool.id]))('%s', async (id) => {
    await open(id);
    for (const card of cards()) {
      expect(card.querySelector('[data-testid="result-value"]')?.textContent, `${id}: figure at rest`).toBe(NO_RESULT);
      expect(within(card).queryByRole('button', { name: /Copier/ }), `${id}: copy button at rest`).toBeNull();
      expect(card.querySelector('.result-card__details'), `${id}: secondary figures at rest`).toBeNull();
    }
  });
});

const GROUPED = String.raw`\d{1,3}(?:\u202f\d{3})*`;
/** Each kind of figure: where it is found in a result's text, and the one way it is written. */
const KINDS: { kind: string; find: RegExp; format: RegExp }[] = [
  { kind: 'euros', find: /(-?[\d\u202f]+(?:,\d+)?)\u00a0€/g, format: new RegExp(`^-?${GROUPED},\\d{2,}$`) },
  { kind: 'multiplier', find: /Coefficient multiplicateur(-?[\d\u202f,]+)$/gm, format: new RegExp(`^${GROUPED},\\d{2,4}$`) },
  { kind: 'exchange rate', find: /1\u00a0EUR = ([\d\u202f,]+)\u00a0/g, format: new RegExp(`^${GROUPED},\\d{2,6}$`) },
  { kind: 'bits', find: /([\d\u202f,]+)\u00a0bits/g, format: new RegExp(`^${GROUPED},\\d$`) },
  { kind: 'minutes', find: /([\d\u202f,]+)\u00a0min\b/g, format: new RegExp(`^${GROUPED}$`) },
];

/** Pages where each kind shows, beside every tool with « 12 » in every field. */
const ADDRESSES: [string, string][] = [
  ['evolution', '/taux-evolution/?initiale=4,971&finale=5,116'],
  ['percentage-value', '/valeur-pourcentage/?calcul=marge&prix-vente=30&prix-achat=25'],
  ['percentage-value', '/valeur-pourcentage/?prix-initial=59,90&remise=15'],
  ['vat', '/ttc-ht/?montant=1234,5'],
  ['currency', '/convertisseur-euro-dollar/?montant=100'],
  ['currency', '/convertisseur-euro-dollar/?devise=jpy&sens=devise-eur&montant=10000'],
  ['time-difference', '/difference-horaire/?debut=00:00&fin=16:56'],
  ['password-generator', '/mot-de-passe/'],
];

/**
 * The figures a page shows, one per line, a secondary figure after its label: the result cards' figures and notes,
 * every other term-description pair (the password's entropy) and status line (the exchange rate). The how-to and
 * about texts are prose, not figures.
 */
function shownLines(): string[] {
  const pairs = Array.from(document.querySelectorAll('dd')).map((dd) => `${dd.previousElementSibling?.textContent ?? ''}${dd.textContent}`);
  const values = Array.from(document.querySelectorAll('[data-testid="result-value"], .result-card__note, [role="status"] p'));
  return [...pairs, ...values.map((node) => node.textContent ?? '')];
}

/** Checks every figure of a known kind shown; returns how many were seen. */
function checkKinds(context: string): number {
  const text = shownLines().join('\n');
  let found = 0;
  for (const { kind, find, format } of KINDS) {
    for (const [, figure] of text.matchAll(find)) {
      found++;
      expect(figure, `${context}: ${kind} « ${figure} »`).toMatch(format);
    }
  }
  return found;
}

describe('every figure of a kind is written by its shared formatter', () => {
  it.each(ADDRESSES)('%s at %s', async (id, path) => {
    await open(id, path);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(checkKinds(path), `${path}: no figure of a known kind shown`).toBeGreaterThan(0);
  });

  it.each(TOOLS.map((tool) => [tool.id]))('%s with 12 in every field', async (id) => {
    await open(id);
    const inputs = Array.from(document.querySelectorAll<HTMLInputElement>('input')).filter((input) => (input.type === 'text' || input.type === 'search') && !input.readOnly);
    for (const input of inputs) {
      fireEvent.change(input, { target: { value: '12' } });
      fireEvent.blur(input);
    }
    checkKinds(`${id} with 12 everywhere`);
  });
});
