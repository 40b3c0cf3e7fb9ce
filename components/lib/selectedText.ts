/**
 * Reading a text selected on a web page (the extension's context menu hands it to a tool, tools/<id>/meta.ts): an
 * address, an amount. Pure.
 */

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
