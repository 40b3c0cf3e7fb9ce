import { describe, expect, it } from 'vitest';
import { MAX_REMEMBERED_CHARS, NOTICE_PARAM, readNotice } from '../../components/tool/toolStateRules';
import { TOOLS } from '../../tools/index';
import { inputsKey, MAX_QUERY_LENGTH, prefillTarget as prefillWith } from './prefill';

const prefillTarget = (menuItemId: string, selection: string) => prefillWith(TOOLS, menuItemId, selection);
const MENU_TOOLS = TOOLS.filter((tool) => tool.contextMenu);

const query = (path: string) => Object.fromEntries(new URLSearchParams(path.split('?')[1]));

describe('prefillTarget', () => {
  it('opens each tool at its registry path with its parameter names', () => {
    expect(prefillTarget('word-counter', 'Bonjour le monde')).toEqual({ toolId: 'word-counter', path: '/compteur-mots/?texte=Bonjour+le+monde' });
    expect(query(prefillTarget('slug', 'L’été & co')!.path)).toEqual({ texte: 'L’été & co' });
    expect(prefillTarget('slug', 'a')!.path.startsWith('/slugify/?')).toBe(true);
    expect(query(prefillTarget('duplicate-remover', 'a\nb\na')!.path)).toEqual({ liste: 'a\nb\na' });
    expect(prefillTarget('duplicate-remover', 'a')!.path.startsWith('/doublons/?')).toBe(true);
  });

  it('makes a QR code of a link a URL code, of anything else a text code', () => {
    const link = prefillTarget('qr-code', 'https://exemple.fr/?q=a&b=c#x')!;
    expect(link.path.startsWith('/qr-code/?')).toBe(true);
    expect(query(link.path)).toEqual({ type: 'url', url: 'https://exemple.fr/?q=a&b=c#x' });
    expect(query(prefillTarget('qr-code', 'Rendez-vous à 14 h')!.path)).toEqual({ type: 'texte', texte: 'Rendez-vous à 14 h' });
  });

  it('gives the VAT tool the amount as typed, or the selection when it holds none', () => {
    expect(prefillTarget('vat', 'Total : 1 234,56 €')!.path).toBe('/ttc-ht/?montant=1234%2C56');
    expect(query(prefillTarget('vat', ' quarante euros ')!.path)).toEqual({ montant: 'quarante euros' });
  });

  it('stores a long selection as the remembered inputs instead of putting it in the address', () => {
    const long = 'mot '.repeat(1000);
    expect(prefillTarget('word-counter', long)).toEqual({
      toolId: 'word-counter',
      path: '/compteur-mots/',
      stored: { inputs: { texte: long }, refused: `/compteur-mots/?${NOTICE_PARAM}=selection-non-transmise` },
    });
    expect(inputsKey('word-counter')).toBe('inputs:word-counter');
    // Just under the limit once encoded: still in the address.
    const fits = 'a'.repeat(MAX_QUERY_LENGTH - 'texte='.length);
    expect(prefillTarget('slug', fits)!.stored).toBeUndefined();
    expect(prefillTarget('slug', `${fits}a`)!.stored?.inputs).toEqual({ texte: `${fits}a` });
    // Accents count encoded (é is 6 characters in the query).
    expect(prefillTarget('slug', 'é'.repeat(400))!.stored?.inputs).toEqual({ texte: 'é'.repeat(400) });
  });

  it('never stores inputs longer than the tool state remembers: the tool opens with a message instead', () => {
    const notice = (path: string) => readNotice(path.split('?')[1] ?? '')?.notice;
    for (const tool of MENU_TOOLS) {
      const target = prefillTarget(tool.id, 'a'.repeat(MAX_REMEMBERED_CHARS + 1))!;
      expect(target.stored, tool.id).toBeUndefined();
      expect(target.path, tool.id).toBe(`${tool.path}?${NOTICE_PARAM}=selection-trop-longue`);
      expect(notice(target.path)).toMatch(/^La sélection est trop longue pour être transmise/);
    }
    // At the limit, still passed (stored: too long for the address).
    expect(prefillTarget('word-counter', 'a'.repeat(MAX_REMEMBERED_CHARS))!.stored?.inputs.texte).toHaveLength(MAX_REMEMBERED_CHARS);
    // What counts is the tool's input, not the selection: the amount of a long page fits in the address.
    expect(prefillTarget('vat', `${'texte '.repeat(30_000)}Total : 45 €`)!.path).toBe('/ttc-ht/?montant=45');
  });

  it('ignores an unknown menu item, and a tool without a context-menu entry', () => {
    expect(prefillTarget('autre', 'x')).toBeNull();
    expect(prefillTarget('cpc', '12')).toBeNull();
  });

  it('has the tools’ French menu titles, in the registry’s order', () => {
    expect(MENU_TOOLS.map((t) => t.contextMenu!.title)).toEqual(['Calculer TTC/HT', 'Créer un QR code', 'Créer un slug', 'Compter les mots', 'Supprimer les doublons']);
  });
});
