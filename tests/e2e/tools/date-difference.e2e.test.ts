import type { Page } from 'puppeteer-core';
import { expect, it } from 'vitest';
import { alerts, axeViolations, clickText, copiedText, detail, details, fieldSelector, fieldValue, fill, hasHorizontalScroll, paste, text, waitResult, waitText } from '../site';
import { describeTool } from '../targets';
import { until } from '../browser';

const ADDED = '.date-add [data-testid="result-value"]';
const OUVRES = 'Jours ouvrés (lundi-vendredi, fériés exclus, bornes incluses)';
const OUVRABLES = 'Jours ouvrables (lundi-samedi, fériés exclus, bornes incluses)';

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
  // Focused, as Tab does: a click lands on whichever segment is under the pointer (the month in the narrow popup).
  await page.focus(selector);
  await page.keyboard.type(order.map((t) => parts[t]).join(''));
}

/** Local calendar date of now in a time zone, 'YYYY-MM-DD' (computed in Node, independently of the page). */
function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** The query of the page's address, once the tool has written it (it follows the inputs after a pause). */
async function waitQuery(page: Page, part: string): Promise<string> {
  await until(page, (p) => window.location.href.includes(p), { timeout: 5000 }, part);
  return page.evaluate(() => window.location.href);
}

describeTool('date-difference', (tool) => {
  tool.onWebsite('counts calendar days typed with the keyboard, with weeks and the inclusive count', async () => {
    const page = await tool.open();
    await waitResult(page, '—');
    await typeDate(page, 'Date de début', '2025-03-01');
    await waitResult(page, '—');
    await typeDate(page, 'Date de fin', '2025-04-15');
    await waitResult(page, '45 jours');
    expect(await details(page)).toMatchObject({ 'En semaines et jours': '6 semaines et 3 jours', 'En comptant le jour de départ': '46 jours' });
    // No holiday falls between 1 March and 15 April 2025 (Easter Monday is 21 April).
    expect(await text(page, '.result-card__note')).toBe('Du samedi 1er mars 2025 au mardi 15 avril 2025. Aucun jour férié ne tombe un jour ouvré dans cette période.');
    expect(await alerts(page)).toEqual([]);
  });

  // The day counts themselves (leap years, the order of the dates, 1970 → 2000…) are dateDifference.test.ts's worked
  // examples. What only a browser proves: its date inputs read in the time zone it applies, one reload per zone.
  it('counts typed dates and gives « Aujourd’hui » in the browser’s time zone, across daylight-saving changes', async () => {
    const page = await tool.open();
    for (const [zone, start, end, expected, today] of [
      // [time zone, start, end, days, check « Aujourd’hui »]: each span crosses a daylight-saving change of that zone.
      ['America/New_York', '2025-03-09', '2025-03-10', '1 jour', true],
      ['Europe/Paris', '2025-03-29', '2025-03-31', '2 jours', false],
      // Chile moves its clocks at midnight: local midnight of 7 September 2025 does not exist.
      ['America/Santiago', '2025-09-06', '2025-09-08', '2 jours', false],
      ['Australia/Lord_Howe', '2025-10-04', '2025-10-06', '2 jours', false],
      ['Pacific/Kiritimati', '2025-01-01', '2026-01-01', '365 jours', true],
      ['Pacific/Pago_Pago', '2024-02-28', '2024-03-01', '2 jours', false],
    ] as const) {
      await page.emulateTimezone(zone);
      await page.reload({ waitUntil: 'load' });
      await page.waitForSelector('html[data-ready="true"]');
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(zone);
      // The reloaded tool shows the dates it remembers: emptied first, so that the figure waited for is this row's.
      await paste(page, 'Date de début', '');
      await paste(page, 'Date de fin', '');
      await waitResult(page, '—');
      await typeDate(page, 'Date de début', start);
      await typeDate(page, 'Date de fin', end);
      await waitResult(page, expected);
      if (!today) continue;
      await clickText(page, 'Aujourd’hui comme date de début');
      await clickText(page, 'Aujourd’hui comme date de fin');
      // The first two date fields: « Date de départ » is below them.
      const values = (await page.$$eval('input[type="date"]', (els) => els.map((el) => (el as HTMLInputElement).value))).slice(0, 2);
      expect(values).toEqual([todayIn(zone), todayIn(zone)]);
      await waitResult(page, '0 jour');
      expect((await details(page))['En comptant le jour de départ']).toBe('1 jour');
    }
  });

  it('flags a date the browser cannot read (31 February) when the field is left, never shows NaN, and fits 390 px with the largest figures', async () => {
    const page = await tool.open('', tool.target === 'popup' ? {} : { width: 390, height: 800 });
    await typeDate(page, 'Date de début', '2025-02-31');
    await typeDate(page, 'Date de fin', '2025-03-10');
    expect(await alerts(page)).toEqual(['Veuillez entrer une date valide (JJ/MM/AAAA)']);
    await waitResult(page, '—'); // no figure beside an error
    expect(await axeViolations(page)).toEqual([]);
    await paste(page, 'Date de début', '2025-02-28');
    await waitResult(page, '10 jours');
    expect(await alerts(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    // The extremes a date input accepts.
    await paste(page, 'Date de début', '0001-01-01');
    await paste(page, 'Date de fin', '275760-09-13');
    await waitResult(page, '100 719 162 jours');
    expect(await text(page, 'main')).not.toMatch(/NaN|Infinity|undefined/);
    expect(await hasHorizontalScroll(page)).toBe(false);
  });

  it('copies the number of days', async () => {
    const page = await tool.open();
    await tool.grantClipboard();
    await paste(page, 'Date de début', '2025-03-01');
    await paste(page, 'Date de fin', '2025-04-01');
    await waitResult(page, '31 jours');
    await clickText(page, 'Copier');
    expect(await copiedText(page)).toBe('31\u00a0jours');
  });

  it('counts jours ouvrés and ouvrables without holidays, with Alsace-Moselle, the span in years, months and days, and names the holidays', async () => {
    const page = await tool.open();
    await paste(page, 'Date de début', '2025-01-01');
    await paste(page, 'Date de fin', '2025-12-31');
    await waitResult(page, '364 jours');
    // 2025: 261 weekdays less 10 holidays on weekdays (1 November is a Saturday) = 251; 313 Monday–Saturday days less 11 = 302.
    expect(await detail(page, OUVRES)).toBe('251 jours');
    expect(await detail(page, OUVRABLES)).toBe('302 jours');
    expect(await detail(page, 'En années, mois et jours')).toBe('11 mois et 30 jours');
    await clickText(page, 'Alsace-Moselle (Vendredi saint et 26 décembre fériés)', 'label');
    await expect.poll(() => detail(page, OUVRES)).toBe('249 jours');
    // The popup has no address to write the inputs to.
    if (tool.target !== 'popup') expect(await waitQuery(page, 'alsace-moselle=oui')).toContain('debut=2025-01-01');
    await paste(page, 'Date de début', '2024-01-31');
    await paste(page, 'Date de fin', '2024-02-29');
    await waitResult(page, '29 jours');
    expect(await detail(page, 'En années, mois et jours')).toBe('29 jours');
    expect(await alerts(page)).toEqual([]);
    // 2008: Ascension fell on 1 May, a holiday taken out once and named once.
    await paste(page, 'Date de début', '2008-04-28');
    await paste(page, 'Date de fin', '2008-05-09');
    await waitResult(page, '11 jours');
    expect(await detail(page, OUVRES)).toBe('8 jours');
    expect(await text(page, '.result-card__note')).toContain('2 jours fériés retirés des jours ouvrés : Fête du Travail (1er mai 2008), Victoire 1945 (8 mai 2008).');
  });

  tool.onWebsite('adds and subtracts calendar, working and jours ouvrables days', async () => {
    const page = await tool.open();
    await paste(page, 'Date de départ', '2025-04-25');
    await fill(page, 'Nombre de jours', '5');
    await waitText(page, ADDED, 'mercredi 30 avril 2025');
    await clickText(page, 'Ouvrés', 'label');
    await waitText(page, ADDED, 'lundi 5 mai 2025');
    await clickText(page, 'Ouvrables', 'label');
    await waitText(page, ADDED, 'vendredi 2 mai 2025');
    await clickText(page, 'Retirer', 'label');
    await waitText(page, ADDED, 'vendredi 18 avril 2025');
    await fill(page, 'Nombre de jours', '1,5');
    await page.waitForSelector('[role="alert"]');
    expect(await alerts(page)).toEqual(['Veuillez entrer un nombre entier de jours (jusqu’à 100 000)']);
  });

  it('counts working days with Alsace-Moselle, and adds working days, as typed', async () => {
    const page = await tool.open();
    await paste(page, 'Date de début', '2025-12-01');
    await paste(page, 'Date de fin', '2025-12-31');
    await waitResult(page, '30 jours');
    expect(await detail(page, OUVRES)).toBe('22 jours');
    await clickText(page, 'Alsace-Moselle (Vendredi saint et 26 décembre fériés)', 'label');
    await expect.poll(() => detail(page, OUVRES)).toBe('21 jours');
    await paste(page, 'Date de départ', '2025-12-24');
    await fill(page, 'Nombre de jours', '1');
    await clickText(page, 'Ouvrés', 'label');
    await waitText(page, ADDED, 'lundi 29 décembre 2025');
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });

  // The popup has no address to craft.
  if (tool.target !== 'popup') {
    it('opens from a crafted address with its inputs, both results fitting 390 px with no axe-core violation', async () => {
      const page = await tool.open('?debut=2025-12-01&fin=2025-12-31&alsace-moselle=oui&depart=2025-12-24&nombre=1&jours=ouvres', { width: 390, height: 800 });
      await waitResult(page, '30 jours');
      expect(await detail(page, OUVRES)).toBe('21 jours');
      await waitText(page, ADDED, 'lundi 29 décembre 2025');
      expect(await fieldValue(page, 'Nombre de jours')).toBe('1');
      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
