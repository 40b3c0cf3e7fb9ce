/**
 * The signature's HTML, written for mail clients (pure logic: a string in, a string out).
 *
 * What every template obeys (DECISIONS.md, « Email signature »), because Gmail strips `<style>` and
 * classes, and Outlook for Windows lays out with Word's engine:
 * - Layout by tables only (`role="presentation"`, `cellpadding`, `cellspacing`, `border`, `width`
 *   attributes), styles inline only: no class, no `<style>`, no flex, grid, float or position.
 * - Every user text is HTML-escaped; every link is one the checks of emailSignature.ts accepted
 *   (`http(s):`, `mailto:`, `tel:`), escaped too.
 * - The photo is an absolute http(s) image with `width`, `height` and `alt` attributes, 80 × 80, rounded
 *   by `border-radius` (Outlook for Windows ignores it and shows a square).
 * - The line separator is a 300 px wide, 1 px high coloured cell (`bgcolor` and `background-color`),
 *   which Outlook draws, unlike a styled `<hr>`; `mso-line-height-rule: exactly` keeps Outlook from
 *   growing it to a text line's height.
 * - Social networks are text links in the primary colour: icons would be hosted images (a third-party
 *   server) or data: URIs, which Gmail blocks.
 */
import { contrastRatio } from '../../components/lib/color';
import { checkSignature, isEmptySignature, type CheckedSignature } from './checks';
import { GMAIL_LIMIT, type SignatureForm } from './emailSignature';

export const PHOTO_SIZE = 80;
export const SEPARATOR_WIDTH = 300;

/** The text colour of names and body text: near black, readable on white in every client. */
const TEXT = '#1F2937';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and attribute values (double- or single-quoted). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

export interface SignatureOutput {
  /** The signature's HTML: what the preview shows, the clipboard receives and the PNG draws. */
  html: string;
  /** The plain-text version put beside it on the clipboard. */
  text: string;
  /** Characters of HTML. */
  length: number;
  /** Past Gmail's limit. */
  tooLong: boolean;
  /** Nothing filled in yet (or nothing valid): no signature to show. */
  empty: boolean;
  /** Messages of the fields left out. */
  errors: CheckedSignature['errors'];
  /** Whether the signature holds the photo. */
  hasPhoto: boolean;
}

type Style = Record<string, string | number | undefined>;

/** `{ fontSize: 14, color: '#000' }` → `font-size:14px;color:#000`. Numbers are pixels. */
function css(style: Style): string {
  return Object.entries(style)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${typeof v === 'number' ? `${v}px` : v}`)
    .join(';')
    // Values come from fixed lists and checked colours; still, nothing may close the attribute.
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;');
}

const TABLE_ATTRS = 'role="presentation" cellpadding="0" cellspacing="0" border="0"';

function table(rows: string, style: Style = {}, attrs = ''): string {
  return `<table ${TABLE_ATTRS}${attrs ? ` ${attrs}` : ''} style="${css({ borderCollapse: 'collapse', ...style })}">${rows}</table>`;
}

function row(content: string, style: Style = {}, attrs = ''): string {
  return `<tr><td${attrs ? ` ${attrs}` : ''} style="${css(style)}">${content}</td></tr>`;
}

function link(href: string, label: string, color: string, style: Style = {}): string {
  return `<a href="${escapeHtml(href)}" style="${css({ color, textDecoration: 'none', ...style })}">${escapeHtml(label)}</a>`;
}

function photo(src: string, name: string, style: Style = {}): string {
  return `<img src="${escapeHtml(src)}" width="${PHOTO_SIZE}" height="${PHOTO_SIZE}" alt="${escapeHtml(name || 'Photo')}" style="${css({
    display: 'block',
    width: PHOTO_SIZE,
    height: PHOTO_SIZE,
    borderRadius: '50%',
    border: 0,
    ...style,
  })}">`;
}

/** The separator as a table row: a 300 px line of 1 px, or an empty gap. */
function separator(s: CheckedSignature, { align, color }: { align?: 'center'; color?: string } = {}): string {
  if (!s.separator) return '';
  if (s.separator === 'space') return row('&nbsp;', { height: 12, lineHeight: 12, fontSize: 12, msoLineHeightRule: 'exactly' }, 'height="12"');
  const lineColor = color ?? s.secondary;
  const line = table(
    row('&nbsp;', { height: 1, lineHeight: 1, fontSize: 1, msoLineHeightRule: 'exactly', backgroundColor: lineColor }, `height="1" bgcolor="${lineColor}"`),
    { width: SEPARATOR_WIDTH },
    `width="${SEPARATOR_WIDTH}"${align ? ` align="${align}"` : ''}`,
  );
  return row(line, { paddingTop: 8, paddingBottom: 8 }, align ? `align="${align}"` : '');
}

interface Contact {
  label: string;
  html: string;
}

function contacts(s: CheckedSignature, linkColor: string): Contact[] {
  const list: Contact[] = [];
  if (s.phone) list.push({ label: 'Tél.', html: link(s.phone.href, s.phone.text, linkColor) });
  if (s.email) list.push({ label: 'E-mail', html: link(s.email.href, s.email.text, linkColor) });
  if (s.website) list.push({ label: 'Web', html: link(s.website.href, s.website.text, linkColor) });
  if (s.address) list.push({ label: 'Adresse', html: escapeHtml(s.address) });
  return list;
}

function socialLinks(s: CheckedSignature, color: string, joiner = ' &middot; '): string {
  return s.social.map((n) => link(n.href, n.label, color, { fontWeight: 'bold' })).join(joiner);
}

/** The outer table: font, size and text colour every cell inherits. */
function outer(s: CheckedSignature, rows: string, style: Style = {}, attrs = ''): string {
  return table(rows, { fontFamily: s.fontStack, fontSize: s.fontSize, lineHeight: '1.45', color: TEXT, ...style }, attrs);
}

/** Modern: photo on the left, a vertical accent bar, the name in the primary colour. */
function modern(s: CheckedSignature): string {
  const fs = s.fontSize;
  const lines: string[] = [];
  if (s.name) lines.push(row(escapeHtml(s.name), { fontSize: fs + 5, fontWeight: 'bold', color: s.primary, lineHeight: '1.2' }));
  if (s.jobTitle) lines.push(row(escapeHtml(s.jobTitle), { color: s.secondary }));
  if (s.company) lines.push(row(escapeHtml(s.company), { fontWeight: 'bold', color: TEXT }));
  const info = contacts(s, TEXT);
  const after: string[] = info.map((c) =>
    row(`<span style="${css({ color: s.primary, fontWeight: 'bold' })}">${c.label}</span>&nbsp;&nbsp;${c.html}`, { fontSize: fs - 1 }),
  );
  if (s.social.length) after.push(row(socialLinks(s, s.primary), { fontSize: fs - 1, paddingTop: 4 }));
  const body = table(lines.join('') + (lines.length && after.length ? separator(s) : '') + after.join(''));
  const cells = [
    s.photo ? `<td valign="top" width="${PHOTO_SIZE + 16}" style="${css({ paddingRight: 16, verticalAlign: 'top' })}">${photo(s.photo, s.name)}</td>` : '',
    `<td valign="top" style="${css({ borderLeft: `3px solid ${s.primary}`, paddingLeft: 14, verticalAlign: 'top' })}">${body}</td>`,
  ];
  return outer(s, `<tr>${cells.join('')}</tr>`);
}

/** Classic: centred and stacked, photo above the name, contacts on one line. */
function classic(s: CheckedSignature): string {
  const fs = s.fontSize;
  const center = { textAlign: 'center' };
  const rows: string[] = [];
  if (s.photo) rows.push(row(photo(s.photo, s.name, { margin: '0 auto' }), { ...center, paddingBottom: 8 }, 'align="center"'));
  if (s.name) rows.push(row(escapeHtml(s.name), { ...center, fontSize: fs + 5, color: TEXT, letterSpacing: '0.5px' }, 'align="center"'));
  if (s.jobTitle) rows.push(row(escapeHtml(s.jobTitle), { ...center, fontStyle: 'italic', color: s.secondary }, 'align="center"'));
  if (s.company) {
    rows.push(row(escapeHtml(s.company), { ...center, color: s.primary, fontWeight: 'bold', fontSize: fs - 1, letterSpacing: '1px', textTransform: 'uppercase' }, 'align="center"'));
  }
  // Phone, email and site on one line; the address, often long, on its own.
  const info = contacts(s, s.primary).filter((c) => c.label !== 'Adresse');
  const after: string[] = [];
  if (info.length) after.push(row(info.map((c) => c.html).join(`<span style="${css({ color: s.secondary })}">&nbsp;&nbsp;|&nbsp;&nbsp;</span>`), { ...center, fontSize: fs - 1 }, 'align="center"'));
  if (s.address) after.push(row(escapeHtml(s.address), { ...center, fontSize: fs - 1, color: s.secondary }, 'align="center"'));
  if (s.social.length) after.push(row(socialLinks(s, s.primary), { ...center, fontSize: fs - 1, paddingTop: 4 }, 'align="center"'));
  return outer(s, rows.join('') + (rows.length && after.length ? separator(s, { align: 'center' }) : '') + after.join(''));
}

/** Minimal: two short lines in a smaller size, the name in bold; a photo, if any, beside them. */
function minimal(s: CheckedSignature): string {
  const fs = s.fontSize;
  const head: string[] = [];
  if (s.name) head.push(`<strong style="${css({ color: TEXT })}">${escapeHtml(s.name)}</strong>`);
  const role = [s.jobTitle, s.company].filter(Boolean).map(escapeHtml).join(', ');
  if (role) head.push(`<span style="${css({ color: s.secondary })}">${role}</span>`);
  const bar = `<span style="${css({ color: s.primary })}">&nbsp;&nbsp;|&nbsp;&nbsp;</span>`;
  const info = contacts(s, s.secondary).map((c) => c.html);
  if (s.social.length) info.push(socialLinks(s, s.primary));
  const first = head.length ? row(head.join(bar), { fontSize: fs }) : '';
  const second = info.length ? row(info.join(' &middot; '), { fontSize: fs - 1, color: s.secondary }) : '';
  const text = table(first + (first && second ? separator(s, { color: s.primary }) : '') + second);
  if (!s.photo) return outer(s, `<tr><td style="${css({ fontSize: fs })}">${text}</td></tr>`, { fontSize: fs - 1 });
  return outer(
    s,
    `<tr><td valign="middle" width="${PHOTO_SIZE + 12}" style="${css({ paddingRight: 12, verticalAlign: 'middle' })}">${photo(s.photo, s.name)}</td><td valign="middle" style="${css({ verticalAlign: 'middle' })}">${text}</td></tr>`,
  );
}

/** Creative: a band of the primary colour holds the photo and the name, the details sit on a tinted block below. */
function creative(s: CheckedSignature): string {
  const fs = s.fontSize;
  // White on the band when it reads (WCAG AA); near black on a light primary colour.
  const onPrimary = contrastRatio(s.primary, '#FFFFFF') >= 4.5 ? '#FFFFFF' : '#111827';
  const identity: string[] = [];
  if (s.name) identity.push(row(escapeHtml(s.name), { fontSize: fs + 6, fontWeight: 'bold', color: onPrimary, lineHeight: '1.2' }));
  if (s.jobTitle) identity.push(row(escapeHtml(s.jobTitle), { color: onPrimary }));
  const bandCells = [
    s.photo ? `<td valign="middle" width="${PHOTO_SIZE + 14}" style="${css({ paddingRight: 14, verticalAlign: 'middle' })}">${photo(s.photo, s.name, { border: '2px solid #FFFFFF' })}</td>` : '',
    identity.length ? `<td valign="middle" style="${css({ verticalAlign: 'middle' })}">${table(identity.join(''))}</td>` : '',
  ].join('');
  const details: string[] = [];
  if (s.company) details.push(row(escapeHtml(s.company), { fontWeight: 'bold', color: s.primary, fontSize: fs + 1 }));
  const info = contacts(s, TEXT);
  const after = info.map((c) => row(`<span style="${css({ color: s.secondary })}">${c.label}&nbsp;:</span>&nbsp;${c.html}`, { fontSize: fs - 1 }));
  if (s.social.length) after.push(row(socialLinks(s, s.primary), { fontSize: fs - 1, paddingTop: 4 }));
  const detailBlock = details.join('') + (details.length && after.length ? separator(s, { color: s.primary }) : '') + after.join('');
  const rows = [
    bandCells ? row(table(`<tr>${bandCells}</tr>`), { backgroundColor: s.primary, padding: '14px 18px', borderRadius: '8px 8px 0 0' }, `bgcolor="${s.primary}"`) : '',
    detailBlock ? row(table(detailBlock), { backgroundColor: '#F8FAFC', padding: '12px 18px', borderLeft: `4px solid ${s.secondary}` }, 'bgcolor="#F8FAFC"') : '',
  ];
  return outer(s, rows.join(''));
}

/** Corporate: the company first, in capitals, over a bordered block with a contact table and a footer of links. */
function corporate(s: CheckedSignature): string {
  const fs = s.fontSize;
  const rows: string[] = [];
  if (s.company) {
    rows.push(
      row(escapeHtml(s.company), {
        padding: '10px 16px',
        borderBottom: `3px solid ${s.primary}`,
        fontSize: fs + 2,
        fontWeight: 'bold',
        letterSpacing: '1px',
        textTransform: 'uppercase',
        color: s.primary,
      }),
    );
  }
  const person: string[] = [];
  if (s.name) person.push(row(escapeHtml(s.name), { fontSize: fs + 2, fontWeight: 'bold', color: TEXT }));
  if (s.jobTitle) person.push(row(escapeHtml(s.jobTitle), { color: s.secondary }));
  const info = contacts(s, s.primary);
  const grid = info.length
    ? row(
        table(
          info
            .map(
              (c) =>
                `<tr><td valign="top" width="70" style="${css({ width: 70, paddingRight: 8, color: s.secondary, fontSize: fs - 1, verticalAlign: 'top' })}">${c.label}</td><td valign="top" style="${css({ fontSize: fs - 1, verticalAlign: 'top' })}">${c.html}</td></tr>`,
            )
            .join(''),
        ),
      )
    : '';
  const inner = person.join('') + (person.length && grid ? separator(s) : '') + grid;
  const cells = [
    s.photo ? `<td valign="top" width="${PHOTO_SIZE + 16}" style="${css({ paddingRight: 16, verticalAlign: 'top' })}">${photo(s.photo, s.name)}</td>` : '',
    inner ? `<td valign="top" style="${css({ verticalAlign: 'top' })}">${table(inner)}</td>` : '',
  ].join('');
  if (cells) rows.push(row(table(`<tr>${cells}</tr>`), { padding: '12px 16px' }));
  if (s.social.length) rows.push(row(socialLinks(s, s.primary, '&nbsp;&nbsp;|&nbsp;&nbsp;'), { padding: '8px 16px', backgroundColor: '#F1F5F9', fontSize: fs - 1 }, 'bgcolor="#F1F5F9"'));
  return outer(s, rows.join(''), { border: `1px solid ${s.secondary}` });
}

const TEMPLATE_BUILDERS = { modern, classic, minimal, creative, corporate } as const;

/**
 * Outlook for Windows does not pass a table's font on to its cells (nested cells fall back to Times New
 * Roman at 12 pt): every cell gets the signature's font, size and colour, unless it sets its own.
 */
function withCellDefaults(html: string, s: CheckedSignature): string {
  const base: [string, string][] = [
    ['font-family', css({ fontFamily: s.fontStack }).slice('font-family:'.length)],
    ['font-size', `${s.fontSize}px`],
    ['color', TEXT],
  ];
  return html.replace(/<td([^>]*?) style="([^"]*)"/g, (_match, attrs: string, style: string) => {
    const own = new Set(style.split(';').map((d) => d.split(':')[0]));
    const missing = base.filter(([property]) => !own.has(property)).map(([property, value]) => `${property}:${value}`);
    return `<td${attrs} style="${[...missing, style].filter(Boolean).join(';')}"`;
  });
}

/** The plain-text version: name, title, company, then one contact per line, links as full URLs. */
export function signatureText(s: CheckedSignature): string {
  const lines = [s.name, [s.jobTitle, s.company].filter(Boolean).join(' – ')];
  if (s.phone) lines.push(`Tél.\u00a0: ${s.phone.text}`);
  if (s.email) lines.push(`E-mail\u00a0: ${s.email.text}`);
  if (s.website) lines.push(`Site web\u00a0: ${s.website.href}`);
  if (s.address) lines.push(`Adresse\u00a0: ${s.address}`);
  for (const n of s.social) lines.push(`${n.label}\u00a0: ${n.href}`);
  return lines.filter(Boolean).join('\n');
}

/** The signature of a form: its HTML for the chosen template, its text version and what to tell the user. */
export function buildSignature(form: SignatureForm): SignatureOutput {
  const checked = checkSignature(form);
  const empty = isEmptySignature(checked);
  const html = empty ? '' : withCellDefaults(TEMPLATE_BUILDERS[checked.template](checked), checked);
  return {
    html,
    text: empty ? '' : signatureText(checked),
    length: html.length,
    tooLong: html.length > GMAIL_LIMIT,
    empty,
    errors: checked.errors,
    hasPhoto: Boolean(checked.photo),
  };
}
