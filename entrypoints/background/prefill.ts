import { MAX_REMEMBERED_CHARS, withNotice } from '../../components/tool/toolStateRules';

/**
 * What the context menus on selected text open: a tool of the full-tab page with the selection as its input.
 * Pure: no browser API here (contextMenu.ts does the storing and the opening).
 *
 * The inputs travel in the query inside the hash (`options.html#/compteur-mots/?texte=…`, the tool-state
 * mechanism of the full-tab page reads it). A long selection would make an address too long to be kept or
 * shared: its inputs are stored as the tool's remembered inputs instead (`inputs:<toolId>` in
 * chrome.storage.local), which the page restores on load, and the page opens with no query. Inputs longer than the
 * tool state remembers are never stored (they would fill the storage, or pass its quota): the page opens with a
 * French message that says so, as it does when the storage refuses the write.
 */

/** One context-menu item: the tool it opens and how the selection becomes that tool's inputs. */
export interface SelectionTool {
  /** The registry id of the tool, also the menu item's id. */
  toolId: 'word-counter' | 'slug' | 'duplicate-remover' | 'qr-code' | 'vat';
  /** The menu item's French title. */
  title: string;
  /** The tool's route (registry path). */
  path: string;
  /** The tool's inputs for this selection, by their parameter names. */
  inputs(selection: string): Record<string, string>;
}

/** Above this length of the encoded query, the inputs are stored rather than put in the address. */
export const MAX_QUERY_LENGTH = 2000;

/** The storage key (chrome.storage.local) of a tool's remembered inputs. */
export const inputsKey = (toolId: string) => `inputs:${toolId}`;

/** The selection as one http(s) address, or null (a QR code of a link is a link, not a text). */
export function selectionUrl(selection: string): string | null {
  const text = selection.trim();
  if (!/^https?:\/\/\S+$/i.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? text : null;
  } catch {
    return null;
  }
}

// A number: digits grouped by spaces or apostrophes by threes, or plain digits, then dot/comma groups.
const NUMBER = /(?:\d{1,3}(?:[ \u00a0\u202f\u2009'’]\d{3})+|\d+)(?:[.,]\d+)*/g;
const CURRENCY_AFTER = /^\s*(?:€|eur\b|euros?\b)/i;
const CURRENCY_BEFORE = /€\s*$/;

/** `1 234,56` → `1234,56`, `1,234.56` → `1234,56`, `99.90` → `99,90`, `1.234.567` → `1234567`. */
function asFrenchTyped(token: string): string {
  const digits = token.replace(/[ \u00a0\u202f\u2009'’]/g, '');
  const lastMark = Math.max(digits.lastIndexOf(','), digits.lastIndexOf('.'));
  if (lastMark === -1) return digits;
  const mark = digits[lastMark]!;
  const marks = digits.split('').filter((c) => c === ',' || c === '.');
  // One kind of mark used several times (`1.234.567`): thousands separators, no decimals.
  if (marks.every((c) => c === mark) && marks.length > 1) return digits.replace(/[.,]/g, '');
  // Otherwise the last mark is the decimal one and any other mark groups thousands.
  return `${digits.slice(0, lastMark).replace(/[.,]/g, '')},${digits.slice(lastMark + 1)}`;
}

/**
 * The amount in a selected text (« 1 234,56 € », « 99.90 EUR », « Total : 45 € HT »), as a French user
 * would type it (`1234,56`), or null when the text holds no number. A number beside a euro sign or « EUR »
 * wins over an earlier one (« Commande 1042 : 99,90 € » gives 99,90).
 */
export function extractAmount(text: string): string | null {
  const found = [...text.matchAll(NUMBER)];
  if (found.length === 0) return null;
  const beside = found.find((m) => CURRENCY_AFTER.test(text.slice(m.index + m[0].length)) || CURRENCY_BEFORE.test(text.slice(0, m.index)));
  return asFrenchTyped((beside ?? found[0]!)[0]);
}

export const SELECTION_TOOLS: readonly SelectionTool[] = [
  { toolId: 'word-counter', title: 'Compter les mots', path: '/compteur-mots/', inputs: (texte) => ({ texte }) },
  { toolId: 'slug', title: 'Créer un slug', path: '/slugify/', inputs: (texte) => ({ texte }) },
  { toolId: 'duplicate-remover', title: 'Supprimer les doublons', path: '/doublons/', inputs: (liste) => ({ liste }) },
  {
    toolId: 'qr-code',
    title: 'Créer un QR code',
    path: '/qr-code/',
    inputs: (selection): Record<string, string> => {
      const url = selectionUrl(selection);
      return url ? { type: 'url', url } : { type: 'texte', texte: selection };
    },
  },
  {
    toolId: 'vat',
    title: 'Calculer TTC/HT',
    path: '/ttc-ht/',
    // No number in the selection: the tool gets it as it is and shows its own French error.
    inputs: (selection) => ({ montant: extractAmount(selection) ?? selection.trim() }),
  },
];

/** Where a menu item leads for a selection: the full-tab path, and the inputs to store first when too long for it. */
export interface PrefillTarget {
  toolId: SelectionTool['toolId'];
  /** The path to open in the full-tab page (with its query when the inputs fit in the address). */
  path: string;
  /**
   * When the inputs do not fit in the address: what to write under `inputs:<toolId>` before opening `path`, and the
   * path to open instead when the storage refuses it (the tool with a message).
   */
  stored?: { inputs: Record<string, string>; refused: string };
}

export function prefillTarget(menuItemId: string, selection: string): PrefillTarget | null {
  const tool = SELECTION_TOOLS.find((t) => t.toolId === menuItemId);
  if (!tool) return null;
  const inputs = tool.inputs(selection);
  if (Object.values(inputs).some((value) => value.length > MAX_REMEMBERED_CHARS)) {
    return { toolId: tool.toolId, path: withNotice(tool.path, 'selection-trop-longue') };
  }
  const query = new URLSearchParams(inputs).toString();
  if (query.length > MAX_QUERY_LENGTH) {
    return { toolId: tool.toolId, path: tool.path, stored: { inputs, refused: withNotice(tool.path, 'selection-non-transmise') } };
  }
  return { toolId: tool.toolId, path: `${tool.path}?${query}` };
}
