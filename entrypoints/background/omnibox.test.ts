import { describe, expect, it } from 'vitest';
import { TOOLS as INDEX } from '../../tools/index';
import { defaultSuggestion, escapeXml, MAX_SUGGESTIONS, routeForInput, suggestTools } from './omnibox';

const titles = (text: string) => suggestTools(INDEX, text).map((s) => s.content);

describe('omnibox suggestions', () => {
  it('suggests the registry search’s tools, best first', () => {
    expect(titles('tva')[0]).toBe('Calculateur TTC / HT');
    expect(titles('marge')).toContain('Calculateur de remise et de marge');
    expect(titles('qr')).toEqual(['Générateur de QR code']);
    expect(titles('TVA')).toEqual(titles('tva'));
  });

  it('suggests nothing for an empty text and at most a few tools', () => {
    expect(suggestTools(INDEX, '  ')).toEqual([]);
    expect(suggestTools(INDEX, 'calcul').length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
    expect(suggestTools(INDEX, 'zzzzzz')).toEqual([]);
  });

  it('escapes the descriptions Chrome reads as XML', () => {
    expect(escapeXml('A & B <c> "d" l’e\'')).toBe('A &amp; B &lt;c&gt; &quot;d&quot; l’e&apos;');
    const [first] = suggestTools(INDEX, 'qr');
    expect(first!.description).toMatch(/^<match>Générateur de QR code<\/match> <dim>– .+<\/dim>$/);
    for (const tool of INDEX) {
      for (const s of suggestTools(INDEX, tool.title)) expect(s.description.replace(/<\/?(match|dim)>/g, '')).not.toMatch(/[<>]|&(?!amp;|lt;|gt;|quot;|apos;)/);
    }
  });

  it('gives Firefox, which shows descriptions as plain text, the same suggestions without markup', () => {
    expect(defaultSuggestion(false)).toBe('Rechercher un outil Outilo\u00a0: %s');
    expect(defaultSuggestion()).toBe('Rechercher un outil Outilo\u00a0: <match>%s</match>');
    for (const tool of INDEX) {
      const plain = suggestTools(INDEX, tool.title, [], false);
      expect(plain.map((s) => s.content)).toEqual(suggestTools(INDEX, tool.title).map((s) => s.content));
      for (const s of plain) expect(s.description).toBe(`${s.content} – ${INDEX.find((t) => t.title === s.content)!.description}`);
    }
  });

  it('opens the picked tool, else the best match, else the home page', () => {
    expect(routeForInput(INDEX, 'Générateur de QR code')).toBe('/qr-code/');
    expect(routeForInput(INDEX, 'tva')).toBe('/ttc-ht/');
    expect(routeForInput(INDEX, 'zzzzzz')).toBe('/');
    expect(routeForInput(INDEX, '')).toBe('/');
  });

  it('follows the search order: « marge » opens the tool whose title holds it, favourites first within a rank', () => {
    expect(routeForInput(INDEX, 'marge')).toBe('/valeur-pourcentage/');
    expect(routeForInput(INDEX, 'marge', ['roas-breakeven'])).toBe('/valeur-pourcentage/');
    expect(titles('marge')[0]).toBe('Calculateur de remise et de marge');
    // « taux » is in two titles, conversion's first in registry order: a favourite among them comes first.
    expect(titles('taux').slice(0, 2)).toEqual(['Calculateur de taux de conversion', 'Calculateur de taux d’évolution']);
    expect(suggestTools(INDEX, 'taux', ['evolution'])[0]!.content).toBe('Calculateur de taux d’évolution');
    expect(routeForInput(INDEX, 'taux', ['evolution'])).toBe('/taux-evolution/');
  });
});
