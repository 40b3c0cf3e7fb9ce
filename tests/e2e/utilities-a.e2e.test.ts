import type { Page } from 'puppeteer-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { alerts, axeViolations, clickText, clipboardPaste, copiedText, details, fieldSelector, fieldValue, fill, frenchNumber, hasHorizontalScroll, paste, RESULT, setValue, text, tooLongMessage, useBrowser, waitResult } from './site';

// Issue 4, part A on the website: days between dates, time difference, word counter.
const site = useBrowser();
const TIME_ERROR = 'Format invalide. Utilisez HH:MM';

/**
 * Types a date into a date input with the keyboard, as a user does: the segments follow the browser's
 * locale (jj/mm/aaaa in French, mm/dd/yyyy in American English).
 */
async function typeDate(page: Page, label: string, iso: string): Promise<void> {
  const selector = await fieldSelector(page, label);
  const [year, month, day] = iso.split('-') as [string, string, string];
  const order = await page.evaluate(() =>
    new Intl.DateTimeFormat(navigator.language, { year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date(2003, 1, 1))
      .map((p) => p.type)
      .filter((t) => t === 'year' || t === 'month' || t === 'day'),
  );
  const parts: Record<string, string> = { year, month, day };
  await page.click(selector);
  await page.keyboard.type(order.map((t) => parts[t]).join(''));
}

/** The word counter's figures, by label. */
function stats(page: Page): Promise<Record<string, string>> {
  // The counts only: reading and speaking time (issue 17) are tested in utilities-next-b.
  return details(page, '.word-stat:not(.word-stat--time)');
}

/**
 * Waits until the counts shown include `want` (French-formatted, as `stats` reads them). The counts follow the text
 * through a deferred value: while keys are typed, a count can already show its final figure (5 words before the
 * last « . ») while the others still describe the text of a keystroke before.
 */
async function waitStats(page: Page, want: Record<string, string>, timeout = 5_000): Promise<void> {
  for (const started = Date.now(); ; ) {
    const shown = await stats(page);
    if (Object.entries(want).every(([label, value]) => shown[label] === value)) return;
    if (Date.now() - started > timeout) return void expect(shown).toMatchObject(want);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Local calendar date of now in a time zone, 'YYYY-MM-DD' (computed in Node, independently of the page). */
function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** Independent reference counts: grapheme clusters by Node's Intl.Segmenter, words by the DECISIONS.md rule. */
function reference(value: string) {
  const graphemes = [...new Intl.Segmenter('fr', { granularity: 'grapheme' }).segment(value)].map((s) => s.segment);
  return {
    Mots: frenchNumber(value.split(/\s+/).filter((t) => /[\p{L}\p{N}]/u.test(t)).length),
    Caractères: frenchNumber(graphemes.length),
    'Caractères sans espaces': frenchNumber(graphemes.filter((g) => !/^\s+$/u.test(g)).length),
  };
}

describe('website: days between dates', () => {
  it('counts calendar days typed with the keyboard, with weeks and the inclusive count', async () => {
    const page = await site.open('/jours-entre-dates/');
    expect(await text(page, RESULT)).toBe('—');
    await typeDate(page, 'Date de début', '2025-03-01');
    expect(await text(page, RESULT)).toBe('—');
    await typeDate(page, 'Date de fin', '2025-04-15');
    await waitResult(page, '45 jours');
    expect(await details(page)).toMatchObject({ 'En semaines et jours': '6 semaines et 3 jours', 'En comptant le jour de départ': '46 jours' });
    // Issue 17 added a holidays sentence: none falls between 1 March and 15 April 2025 (Easter Monday is 21 April).
    expect(await text(page, '.result-card__note')).toBe('Du samedi 1er mars 2025 au mardi 15 avril 2025. Aucun jour férié ne tombe un jour ouvré dans cette période.');
    expect(await alerts(page)).toEqual([]);
  });

  // Reference figures from timeanddate.com's duration calculator (end date not included).
  it.each([
    ['2024-01-01', '2024-12-31', '365 jours', '366 jours'],
    ['2024-01-01', '2025-01-01', '366 jours', '367 jours'],
    ['2024-02-28', '2024-03-01', '2 jours', '3 jours'],
    ['2023-02-28', '2023-03-01', '1 jour', '2 jours'],
    ['2025-12-25', '2025-12-01', '24 jours', '25 jours'],
    ['1970-01-01', '2000-01-01', '10 957 jours', '10 958 jours'],
    ['2025-06-15', '2025-06-15', '0 jour', '1 jour'],
  ])('%s → %s = %s', async (start, end, expected, inclusive) => {
    const page = await site.open('/jours-entre-dates/');
    await paste(page, 'Date de début', start);
    await paste(page, 'Date de fin', end);
    await waitResult(page, expected);
    expect((await details(page))['En comptant le jour de départ']).toBe(inclusive);
  });

  it.each([
    // [time zone, start, end, days]: each span crosses a daylight-saving change of that zone.
    ['America/New_York', '2025-03-01', '2025-04-01', '31 jours'],
    ['America/New_York', '2025-11-01', '2025-11-03', '2 jours'],
    ['America/New_York', '2025-03-09', '2025-03-10', '1 jour'],
    ['Europe/Paris', '2025-03-29', '2025-03-31', '2 jours'],
    ['Europe/Paris', '2025-10-25', '2025-10-27', '2 jours'],
    // Chile moves its clocks at midnight: local midnight of 7 September 2025 does not exist.
    ['America/Santiago', '2025-09-06', '2025-09-08', '2 jours'],
    ['America/Santiago', '2025-04-05', '2025-04-07', '2 jours'],
    ['Australia/Lord_Howe', '2025-10-04', '2025-10-06', '2 jours'],
    ['Pacific/Kiritimati', '2025-01-01', '2026-01-01', '365 jours'],
    ['Pacific/Pago_Pago', '2024-02-28', '2024-03-01', '2 jours'],
  ])('in the %s time zone, %s → %s = %s', async (zone, start, end, expected) => {
    const page = await site.open('/jours-entre-dates/');
    await page.emulateTimezone(zone);
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('html[data-ready="true"]');
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(zone);
    await typeDate(page, 'Date de début', start);
    await typeDate(page, 'Date de fin', end);
    await waitResult(page, expected);
  });

  it('« Aujourd’hui » gives the local date of the browser’s time zone, in New York and in Kiribati', async () => {
    for (const zone of ['America/New_York', 'Pacific/Kiritimati']) {
      const page = await site.open('/jours-entre-dates/');
      await page.emulateTimezone(zone);
      await page.reload({ waitUntil: 'load' });
      await page.waitForSelector('html[data-ready="true"]');
      await clickText(page, 'Aujourd’hui comme date de début');
      await clickText(page, 'Aujourd’hui comme date de fin');
      // The first two date fields: issue 17 added « Date de départ » below them.
      const values = (await page.$$eval('input[type="date"]', (els) => els.map((el) => (el as HTMLInputElement).value))).slice(0, 2);
      expect(values).toEqual([todayIn(zone), todayIn(zone)]);
      await waitResult(page, '0 jour');
      expect((await details(page))['En comptant le jour de départ']).toBe('1 jour');
    }
  });

  it('flags a date the browser cannot read (31 February) when the field is left, and never shows NaN', async () => {
    const page = await site.open('/jours-entre-dates/');
    await typeDate(page, 'Date de début', '2025-02-31');
    await typeDate(page, 'Date de fin', '2025-03-10');
    expect(await alerts(page)).toEqual(['Veuillez entrer une date valide (JJ/MM/AAAA)']);
    expect(await text(page, RESULT)).toBe('—'); // issue 12: no figure beside an error
    await paste(page, 'Date de début', '2025-02-28');
    await waitResult(page, '10 jours');
    expect(await alerts(page)).toEqual([]);

    // The extremes a date input accepts.
    await paste(page, 'Date de début', '0001-01-01');
    await paste(page, 'Date de fin', '275760-09-13');
    await waitResult(page, '100 719 162 jours');
    expect(await text(page, 'main')).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('copies the number of days', async () => {
    const page = await site.open('/jours-entre-dates/');
    await site.grantClipboard();
    await paste(page, 'Date de début', '2025-03-01');
    await paste(page, 'Date de fin', '2025-04-01');
    await waitResult(page, '31 jours');
    await clickText(page, 'Copier');
    expect(await copiedText(page)).toBe('31\u00a0jours');
  });
});

describe('website: time difference', () => {
  it('computes live: minutes, hours and minutes, decimal hours; « — » while a field is empty', async () => {
    const page = await site.open('/difference-horaire/');
    expect(await text(page, RESULT)).toBe('—');
    await fill(page, 'Heure de début', '0830');
    expect(await fieldValue(page, 'Heure de début')).toBe('08:30');
    expect(await text(page, RESULT)).toBe('—');
    await fill(page, 'Heure de fin', '17:15');
    await waitResult(page, '525 minutes');
    expect(await details(page)).toEqual({ 'En heures et minutes': '8 h 45 min', 'En heures décimales': '8,75 h' });
    expect(await page.$('.time-midnight')).toBeNull();
    await paste(page, 'Heure de fin', '');
    await waitResult(page, '—');
  });

  it.each([
    ['9:05', '10:00', '55 minutes', '0 h 55 min', '0,92 h', false],
    ['22:00', '06:00', '480 minutes', '8 h', '8,00 h', true],
    ['23:59', '0000', '1 minute', '0 h 1 min', '0,02 h', true],
    ['00:00', '2359', '1 439 minutes', '23 h 59 min', '23,98 h', false],
    ['14:00', '14:00', '0 minute', '0 min', '0,00 h', false],
    ['9h45', '11h15', '90 minutes', '1 h 30 min', '1,50 h', false],
  ])('%s → %s = %s', async (start, end, minutes, hm, decimal, midnight) => {
    const page = await site.open('/difference-horaire/');
    await fill(page, 'Heure de début', start);
    await fill(page, 'Heure de fin', end);
    await waitResult(page, minutes);
    const d = await details(page);
    expect(d['En heures et minutes']).toBe(hm.replace(/^0 h /, ''));
    expect(d['En heures décimales']).toBe(decimal);
    if (midnight) expect(await text(page, '.time-midnight')).toBe('Passe minuit : l’heure de fin est comprise comme le lendemain (+ 24 h).');
    else expect(await page.$('.time-midnight')).toBeNull();
  });

  it(`shows « ${TIME_ERROR} » for impossible times, at once or when the field is left`, async () => {
    const page = await site.open('/difference-horaire/');
    await fill(page, 'Heure de début', '24:00');
    expect(await alerts(page)).toEqual([TIME_ERROR]);
    await fill(page, 'Heure de fin', '12:60');
    expect(await alerts(page)).toEqual([TIME_ERROR, TIME_ERROR]);
    expect(await text(page, RESULT)).toBe('—'); // issue 12: no figure beside an error
    await fill(page, 'Heure de début', '2460'); // four digits that are no time stay as typed
    expect(await fieldValue(page, 'Heure de début')).toBe('2460');
    await fill(page, 'Heure de fin', 'abc');
    expect(await alerts(page)).toEqual([TIME_ERROR, TIME_ERROR]);
    // An unfinished time is flagged once the user leaves the field.
    await fill(page, 'Heure de début', '9:5');
    expect(await alerts(page)).toEqual([TIME_ERROR]);
    await page.keyboard.press('Tab');
    expect(await alerts(page)).toEqual([TIME_ERROR, TIME_ERROR]);
    await paste(page, 'Heure de début', '');
    await paste(page, 'Heure de fin', '');
    expect(await alerts(page)).toEqual([]);
  });

  it('ignores input longer than 5 characters, typed or pasted (even 1 MB)', async () => {
    const page = await site.open('/difference-horaire/');
    const start = await fieldSelector(page, 'Heure de début');
    await fill(page, 'Heure de début', '12:345');
    expect(await page.$eval(start, (el) => (el as HTMLInputElement).value)).toBe('12:34');
    await setValue(page, start, '08:00 – 12:00');
    expect(await page.$eval(start, (el) => (el as HTMLInputElement).value)).toBe('12:34');
    await setValue(page, start, '1'.repeat(1_000_000));
    expect(await page.$eval(start, (el) => (el as HTMLInputElement).value)).toBe('12:34');
    await fill(page, 'Heure de fin', '13:00');
    await waitResult(page, '26 minutes');
    expect(await text(page, 'main')).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('copies the duration', async () => {
    const page = await site.open('/difference-horaire/');
    await site.grantClipboard();
    await fill(page, 'Heure de début', '09:00');
    await fill(page, 'Heure de fin', '17:30');
    await waitResult(page, '510 minutes');
    await clickText(page, 'Copier');
    expect(await copiedText(page)).toBe('510\u00a0minutes');
  });
});

describe('website: word counter', () => {
  it('counts live as the user types, with French punctuation spacing', async () => {
    const page = await site.open('/compteur-mots/');
    expect(await stats(page)).toEqual({ Mots: '0', Caractères: '0', 'Caractères sans espaces': '0', Phrases: '0', Paragraphes: '0' });
    await fill(page, 'Votre texte', 'Bonjour ! Comment allez-vous ? Très bien.');
    const counts = { Mots: '5', Caractères: '41', 'Caractères sans espaces': '35', Phrases: '3', Paragraphes: '1' };
    await waitStats(page, counts);
    expect(await stats(page)).toEqual(counts);
  });

  it.each([
    ['French typography', 'L’été, c’est « super » : 42 € l’arc-en-ciel ; et 3,5 % ? Oui !'],
    ['emoji and combining accents', 'Cafe\u0301 👍🏽 👨‍👩‍👧‍👦 🇫🇷 e\u0301te\u0301 ok'],
    ['tabs, no-break spaces, CR LF', 'un\tdeux\u00a0trois\u202fquatre\r\ncinq  —  six'],
    ['several scripts', 'Привет мир. 你好 世界。 مرحبا بالعالم! नमस्ते दुनिया?'],
  ])('matches the reference counts: %s', async (_name, value) => {
    const page = await site.open('/compteur-mots/');
    await setValue(page, 'textarea', value);
    const expected = reference(value);
    await page.waitForFunction((want) => document.querySelector('[data-testid="stat-words"]')?.textContent?.replace(/[\u00a0\u202f]/g, ' ') === want, {}, expected.Mots);
    const shown = await stats(page);
    expect({ Mots: shown.Mots, Caractères: shown.Caractères, 'Caractères sans espaces': shown['Caractères sans espaces'] }).toEqual(expected);
  });

  it('splits sentences on . ! ? and paragraphs on blank lines', async () => {
    const page = await site.open('/compteur-mots/');
    await setValue(page, 'textarea', 'Titre\n\nUne phrase. Une autre ! Et une question ?\nSuite du paragraphe.\n\n\n\nDernier paragraphe, sans point');
    await page.waitForFunction(() => document.querySelector('[data-testid="stat-paragraphs"]')?.textContent === '3');
    const s = await stats(page);
    expect([s.Phrases, s.Paragraphes]).toEqual(['6', '3']);
  });

  it('counts a text at its 200 000-character limit, pasted, then keeps counting as the user types', async () => {
    const page = await site.open('/compteur-mots/');
    await site.grantClipboard();
    const paragraph = 'Le référencement naturel demande du temps, de la patience et des contenus utiles. Publiez souvent !\n\n';
    const copies = Math.floor(200_000 / paragraph.length);
    const value = paragraph.repeat(copies);
    const started = Date.now();
    await clipboardPaste(page, 'Votre texte', paragraph, value.length);
    await page.waitForFunction(
      (want) => document.querySelector('[data-testid="stat-paragraphs"]')?.textContent?.replace(/[\u00a0\u202f]/g, ' ') === want,
      { timeout: 10_000 },
      frenchNumber(copies),
    );
    console.info(`word counter: ${value.length} characters pasted and counted in ${Date.now() - started} ms`);
    // Counted off the page's thread, in the tool's own worker (the CSP's worker-src 'self').
    expect(page.workers().map((w) => new URL(w.url()).pathname)).toEqual([expect.stringMatching(/^\/assets\/wordCounter\.worker-[\w-]+\.js$/)]);
    expect(await stats(page)).toEqual({
      Mots: frenchNumber(copies * 15),
      Caractères: frenchNumber(value.length),
      'Caractères sans espaces': frenchNumber(value.replace(/\s/g, '').length),
      Phrases: frenchNumber(copies * 2),
      Paragraphes: frenchNumber(copies),
    });

    // The page still answers and typing still updates the counts.
    const ping = Date.now();
    expect(await page.evaluate(() => 1 + 1)).toBe(2);
    console.info(`word counter: page answered in ${Date.now() - ping} ms after the paste`);
    await page.focus('textarea');
    await page.keyboard.down('Control');
    await page.keyboard.press('End');
    await page.keyboard.up('Control');
    const typing = Date.now();
    await page.keyboard.type('Fin du texte.');
    await waitStats(page, { Paragraphes: frenchNumber(copies + 1), Caractères: frenchNumber(value.length + 13) }, 10_000);
    console.info(`word counter: 13 keystrokes after the paste counted in ${Date.now() - typing} ms`);
    expect((await stats(page)).Mots).toBe(frenchNumber(copies * 15 + 3));

    await clickText(page, 'Effacer');
    await page.waitForFunction(() => document.querySelector('[data-testid="stat-words"]')?.textContent === '0');
    expect(await page.$eval('textarea', (el) => [(el as HTMLTextAreaElement).value, document.activeElement === el])).toEqual(['', true]);
  });

  it('refuses a 5 MB and a 20 MB paste with a French message, and keeps answering', async () => {
    const page = await site.open('/compteur-mots/');
    await site.grantClipboard();
    await fill(page, 'Votre texte', 'Début.');
    await waitStats(page, { Mots: '1' });
    const paragraph = 'Le référencement naturel demande du temps. Publiez souvent !\n\n';
    for (const size of [5 * 1024 * 1024, 20 * 1024 * 1024]) {
      await clipboardPaste(page, 'Votre texte', paragraph, size);
      expect(await tooLongMessage(page, 'Votre texte')).toBe(`Texte trop long : 200 000 caractères au plus (celui-ci en compte ${frenchNumber(size)}).`);
      expect(await fieldValue(page, 'Votre texte')).toBe('Début.');
    }
    // The page answers: a keystroke is counted and the message goes.
    await page.keyboard.press('End');
    await page.keyboard.type(' Fin.');
    await waitStats(page, { Mots: '2', Phrases: '2' });
    expect(await alerts(page)).toEqual([]);
  });

  it('cuts a remembered text longer than its limit, and says so', async () => {
    const page = await site.open('/compteur-mots/');
    await page.evaluate((texte) => localStorage.setItem('outilo:inputs:word-counter', JSON.stringify({ texte })), 'mot '.repeat(60_000));
    await page.reload({ waitUntil: 'load' });
    expect(await tooLongMessage(page, 'Votre texte')).toBe('Texte trop long : 200 000 caractères au plus (celui-ci en compte 240 000). Seuls les 200 000 premiers caractères sont pris en compte.');
    await waitStats(page, { Mots: '50 000', Caractères: '200 000' });
  });

  it('takes 200 000 characters of emoji and combining accents, and a single 200 000-character word', async () => {
    const page = await site.open('/compteur-mots/');
    const unit = 'Cafe\u0301 👍🏽 👨‍👩‍👧 🇫🇷 ok. ';
    const copies = Math.floor(200_000 / unit.length);
    await setValue(page, 'textarea', unit.repeat(copies));
    // The unit ends with a space, so the counts of the whole are the unit's times the copies (one Segmenter
    // call on the whole would take minutes in Node).
    const one = reference(unit);
    const times = (n: string) => frenchNumber(Number(n.replace(/ /g, '')) * copies);
    const expected = { Mots: times(one.Mots), Caractères: times(one.Caractères), 'Caractères sans espaces': times(one['Caractères sans espaces']) };
    await page.waitForFunction(
      (want) => document.querySelector('[data-testid="stat-words"]')?.textContent?.replace(/[\u00a0\u202f]/g, ' ') === want,
      { timeout: 15_000 },
      expected.Mots,
    );
    const shown = await stats(page);
    expect(shown.Caractères).toBe(expected.Caractères);
    expect(shown['Caractères sans espaces']).toBe(expected['Caractères sans espaces']);

    await setValue(page, 'textarea', 'x'.repeat(200_000));
    await page.waitForFunction(() => document.querySelector('[data-testid="stat-chars"]')?.textContent?.replace(/[\u00a0\u202f]/g, ' ') === '200 000');
    expect((await stats(page)).Mots).toBe('1');
    expect(await text(page, 'main')).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('copies the counts', async () => {
    const page = await site.open('/compteur-mots/');
    await site.grantClipboard();
    await fill(page, 'Votre texte', 'Un texte court.');
    await waitStats(page, { Mots: '3', Caractères: '15' });
    await clickText(page, 'Copier les statistiques');
    expect(await copiedText(page)).toBe(
      'Mots\u00a0: 3\nCaractères\u00a0: 15\nCaractères sans espaces\u00a0: 13\nPhrases\u00a0: 1\nParagraphes\u00a0: 1\nTemps de lecture\u00a0: 1\u00a0s\nTemps de parole\u00a0: 2\u00a0s',
    );
  });
});

describe('website: quality of the three pages', () => {
  it.each(['/jours-entre-dates/', '/difference-horaire/', '/compteur-mots/'])('%s has no axe-core violation', async (path) => {
    const page = await site.open(path);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('has no axe-core violation with results and errors shown', async () => {
    const dates = await site.open('/jours-entre-dates/');
    await typeDate(dates, 'Date de début', '2025-02-31');
    await typeDate(dates, 'Date de fin', '2025-03-10');
    await dates.waitForSelector('[role="alert"]');
    expect(await axeViolations(dates)).toEqual([]);
    await paste(dates, 'Date de début', '2025-03-20');
    await waitResult(dates, '10 jours');
    expect(await axeViolations(dates)).toEqual([]);

    const times = await site.open('/difference-horaire/');
    await fill(times, 'Heure de début', '22:00');
    await fill(times, 'Heure de fin', '25:00');
    await times.waitForSelector('[role="alert"]');
    expect(await axeViolations(times)).toEqual([]);
    await fill(times, 'Heure de fin', '06:00');
    await times.waitForSelector('.time-midnight');
    expect(await axeViolations(times)).toEqual([]);

    const words = await site.open('/compteur-mots/');
    await fill(words, 'Votre texte', 'Bonjour ! Deux phrases.');
    await waitStats(words, { Mots: '3', Caractères: '23' });
    expect(await axeViolations(words)).toEqual([]);
  });

  it('has no horizontal scroll at 390 px, with the largest figures and unbroken text', async () => {
    const dates = await site.open('/jours-entre-dates/', { width: 390, height: 800 });
    await paste(dates, 'Date de début', '0001-01-01');
    await paste(dates, 'Date de fin', '275760-09-13');
    await waitResult(dates, '100 719 162 jours');
    expect(await hasHorizontalScroll(dates)).toBe(false);

    const times = await site.open('/difference-horaire/', { width: 390, height: 800 });
    await fill(times, 'Heure de début', '23:59');
    await fill(times, 'Heure de fin', '23:58');
    await waitResult(times, '1 439 minutes');
    expect(await hasHorizontalScroll(times)).toBe(false);

    const words = await site.open('/compteur-mots/', { width: 390, height: 800 });
    await setValue(words, 'textarea', `${'x'.repeat(5_000)}\n${'mot '.repeat(48_000)}`);
    await words.waitForFunction(() => document.querySelector('[data-testid="stat-words"]')?.textContent?.replace(/[\u00a0\u202f]/g, ' ') === '48 001', { timeout: 10_000 });
    expect(await hasHorizontalScroll(words)).toBe(false);
  });
});
