import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import type { Target } from './targets';

/** Files the text tools import, written once per test run into a temporary folder. */
const folder = mkdtempSync(join(tmpdir(), 'outilo-fichiers-'));

export function writeTestFile(name: string, content: string | Uint8Array): string {
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
}

/** Chooses `path` with the tool's « Choisir un fichier » button (its file input). */
export async function importFile(page: Page, path: string): Promise<void> {
  const input = await page.waitForSelector('.tool__body input[type="file"]');
  await input!.uploadFile(path);
}

/** The rows a virtualised table shows (its laid-out ones), each as its cells' texts, the row number left out. */
export function shownRows(page: Page, selector: string): Promise<string[][]> {
  return page.$$eval(`${selector} [role="rowgroup"] + [role="rowgroup"] [role="row"]`, (rows) =>
    rows.map((row) => [...row.querySelectorAll('.virtual-rows__cell')].map((cell) => (cell.textContent ?? '').replace(/[\u00a0\u202f]/g, ' '))),
  );
}

/** The lines a one-column virtualised table shows, joined by line breaks. */
export async function shownLines(page: Page, selector: string): Promise<string> {
  return (await shownRows(page, selector)).map((cells) => cells.join('\t')).join('\n');
}

/**
 * A list of `count` e-mail addresses, one per line, `unique` of them distinct (each repeated in turn), and its counts
 * as `sort -u | wc -l` gives them, computed here and not by the product's code.
 */
export function addressList(count: number, unique: number): { text: string; lines: number; unique: number } {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) lines.push(`prenom.nom.${String(i % unique).padStart(7, '0')}@boutique-exemple.fr`);
  return { text: `${lines.join('\n')}\n`, lines: lines.length, unique: new Set(lines).size };
}

/**
 * The lines of a file import case: a million on the website, the size people really have; a quarter in the full-tab
 * page, whose file reading, worker, preview (beyond the editor's 200 000 lines) and IndexedDB store are the same code,
 * there run in the extension's context.
 */
export const bigFileLines = (target: Target): number => (target === 'website' ? 1_000_000 : 250_000);

/** Waits long enough for a machine under load to read and compute a file of 1 000 000 lines, not for a freeze. */
export const BIG_FILE_MS = 120_000;
