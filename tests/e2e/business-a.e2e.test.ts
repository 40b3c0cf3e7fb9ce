import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { alerts, axeViolations, clickText, copiedText, detail, expectNoBrokenNumber, fieldValue, fill, hasHorizontalScroll, RESULT, text, useBrowser } from './site';

// Issue 3, part A on the website: A/B test, conversion rate, percentage, discount and margin.
const site = useBrowser();

const HOSTILE = ['abc', ',', '-0', '-5', '1e308', '999999999999999999999999', '1 234,56 €', '12,5 %', ' '];

/** Every hostile input in every visible number field, one at a time, then all at once. */
async function typeHostileEverywhere(page: Page): Promise<void> {
  const labels = await page.$$eval('.field label.field__label', (els) => els.map((el) => el.textContent!.replace(/[\u00a0\u202f]/g, ' ').trim()));
  expect(labels.length).toBeGreaterThan(0);
  for (const value of HOSTILE) {
    for (const label of labels) {
      await fill(page, label, value);
      await expectNoBrokenNumber(page);
    }
  }
}

describe('issue 3 part A: A/B test', () => {
  it('gives the rates, the confidence, the winner, the uplift and the interval', async () => {
    const page = await site.open('/ab-test/');
    await fill(page, 'Visiteurs A', '10 000');
    await fill(page, 'Conversions A', '200');
    await fill(page, 'Visiteurs B', '10 000');
    await fill(page, 'Conversions B', '250');
    expect(await text(page, '[data-testid="rate-a"]')).toBe('2,00 %');
    expect(await text(page, '[data-testid="rate-b"]')).toBe('2,50 %');
    expect(await text(page, RESULT)).toBe('La variante B est gagnante');
    expect(await page.$('.result-card--success')).not.toBeNull();
    expect(await detail(page, 'Niveau de confiance')).toBe('98,29 %');
    expect(await detail(page, 'Amélioration relative de B par rapport à A')).toBe('+25,00 %');
    expect(await detail(page, 'Intervalle de confiance à 95 % de l’écart')).toBe('+0,09 pt à +0,91 pt');

    // R: prop.test(c(90, 114), c(93, 136), correct = FALSE) → p = 0.0020, A converts better.
    await fill(page, 'Visiteurs A', '93');
    await fill(page, 'Conversions A', '90');
    await fill(page, 'Visiteurs B', '136');
    await fill(page, 'Conversions B', '114');
    expect(await text(page, RESULT)).toBe('La variante A est gagnante');
    expect(await detail(page, 'Niveau de confiance')).toBe('99,80 %');

    // statsmodels proportions_ztest([5, 12], [83, 99]) → p = 0.159.
    await fill(page, 'Visiteurs A', '83');
    await fill(page, 'Conversions A', '5');
    await fill(page, 'Visiteurs B', '99');
    await fill(page, 'Conversions B', '12');
    expect(await text(page, RESULT)).toBe('Pas de gagnant statistiquement significatif');
    expect(await detail(page, 'Niveau de confiance')).toBe('84,08 %');
    expect(await page.$('.result-card--success')).toBeNull();
  });

  it('waits for both visitor counts and refuses more conversions than visitors', async () => {
    const page = await site.open('/ab-test/');
    await fill(page, 'Visiteurs A', '0');
    await fill(page, 'Conversions A', '0');
    await fill(page, 'Visiteurs B', '100');
    await fill(page, 'Conversions B', '5');
    expect(await text(page, RESULT)).toBe('—');
    await fill(page, 'Visiteurs A', '100');
    await fill(page, 'Conversions A', '101');
    expect(await alerts(page)).toEqual(['Le nombre de conversions ne peut pas dépasser le nombre de visiteurs']);
    expect(await text(page, RESULT)).toBe('—');
  });

  it('shows the variants side by side on a wide screen and stacked at 390 px', async () => {
    const boxes = async (page: Page) =>
      page.$$eval('.ab-variant', (els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ top: r.top, left: r.left })));
    const wide = await site.open('/ab-test/');
    const [a, b] = await boxes(wide);
    expect(b!.top).toBe(a!.top);
    expect(b!.left).toBeGreaterThan(a!.left);
    const narrow = await site.open('/ab-test/', { width: 390, height: 800 });
    const [c, d] = await boxes(narrow);
    expect(d!.top).toBeGreaterThan(c!.top);
    expect(d!.left).toBe(c!.left);
    expect(await hasHorizontalScroll(narrow)).toBe(false);
  });

  it('survives hostile input in every field', async () => {
    const page = await site.open('/ab-test/');
    await typeHostileEverywhere(page);
  }, 120_000);
});

describe('issue 3 part A: conversion rate', () => {
  it('computes conversions / visitors × 100 and explains 0 visitors', async () => {
    const page = await site.open('/taux-conversion/');
    await fill(page, 'Nombre de conversions', '25');
    await fill(page, 'Nombre de visiteurs', '1 000');
    expect(await text(page, RESULT)).toBe('2,50 %');
    expect(await detail(page, 'Visiteurs pour une conversion')).toBe('40');
    await fill(page, 'Nombre de conversions', '7');
    await fill(page, 'Nombre de visiteurs', '3 456');
    expect(await text(page, RESULT)).toBe('0,20 %');
    await fill(page, 'Nombre de visiteurs', '0');
    expect(await alerts(page)).toEqual(['Le nombre de visiteurs doit être supérieur à 0']);
    expect(await text(page, RESULT)).toBe('—');
  });

  it('survives hostile input in every field', async () => {
    const page = await site.open('/taux-conversion/');
    await typeHostileEverywhere(page);
  }, 60_000);
});

describe('issue 3 part A: percentage', () => {
  it('finds a percentage and calculates a value', async () => {
    const page = await site.open('/pourcentage/');
    await fill(page, 'Valeur', '45');
    await fill(page, 'Total', '300');
    expect(await text(page, RESULT)).toBe('15,00 %');
    await fill(page, 'Valeur', '2');
    await fill(page, 'Total', '3');
    expect(await text(page, RESULT)).toBe('66,67 %');
    await clickText(page, 'Calculer une valeur');
    await fill(page, 'Pourcentage', '15');
    await fill(page, 'Nombre de départ', '2 400');
    expect(await text(page, RESULT)).toBe('360,00');
    await fill(page, 'Pourcentage', '150');
    expect(await alerts(page)).toEqual(['Le pourcentage doit être compris entre 0 et 100']);
    expect(await text(page, RESULT)).toBe('—');
  });

  it('survives hostile input in every field of both modes', async () => {
    const page = await site.open('/pourcentage/');
    await typeHostileEverywhere(page);
    await clickText(page, 'Calculer une valeur');
    await typeHostileEverywhere(page);
  }, 120_000);
});

describe('issue 3 part A: discount and margin', () => {
  it('applies a discount, finds a discount percentage and carries the value over', async () => {
    const page = await site.open('/valeur-pourcentage/');
    await fill(page, 'Prix initial', '59,90');
    await fill(page, 'Taux de remise', '15');
    expect(await text(page, RESULT)).toBe('50,92 €');
    expect(await detail(page, 'Économie')).toBe('8,98 €'); // 59,90 − 50,92, from the price as shown
    await clickText(page, 'Pourcentage de remise');
    expect(await fieldValue(page, 'Prix après remise')).toBe('50,92');
    expect(await text(page, RESULT)).toBe('14,99 %');
    await fill(page, 'Prix initial', '79,99');
    await fill(page, 'Prix après remise', '49,99');
    expect(await text(page, RESULT)).toBe('37,50 %');
    await clickText(page, 'Prix remisé');
    expect(await text(page, RESULT)).toBe('49,99 €');
    await fill(page, 'Taux de remise', '101');
    expect(await alerts(page)).toEqual(['Le pourcentage doit être compris entre 0 et 100']);
  });

  it('gives the margin, the taux de marge and the taux de marque, and copies the margin', async () => {
    const page = await site.open('/valeur-pourcentage/');
    await site.grantClipboard();
    await clickText(page, 'Marge commerciale');
    await fill(page, 'Prix de vente HT', '30');
    await fill(page, 'Prix d’achat HT', '15');
    expect(await text(page, RESULT)).toBe('15,00 €');
    expect(await detail(page, 'Taux de marge (sur le prix d’achat)')).toBe('100,00 %');
    expect(await detail(page, 'Taux de marque (sur le prix de vente)')).toBe('50,00 %');
    await fill(page, 'Prix de vente HT', '49,90');
    await fill(page, 'Prix d’achat HT', '21,35');
    expect(await text(page, RESULT)).toBe('28,55 €');
    expect(await detail(page, 'Taux de marge (sur le prix d’achat)')).toBe('133,72 %');
    expect(await detail(page, 'Taux de marque (sur le prix de vente)')).toBe('57,21 %');
    await clickText(page, 'Copier');
    expect((await copiedText(page)).replace(/\u00a0/g, ' ')).toBe('28,55 €');
  });

  it('survives hostile input in every field of every mode', async () => {
    const page = await site.open('/valeur-pourcentage/');
    for (const mode of ['Prix remisé', 'Pourcentage de remise', 'Marge commerciale']) {
      await clickText(page, mode);
      await typeHostileEverywhere(page);
    }
  }, 180_000);
});

describe('issue 3 part A: quality', () => {
  it.each(['/ab-test/', '/taux-conversion/', '/pourcentage/', '/valeur-pourcentage/'])('%s has no axe-core violation and no horizontal scroll at 390 px', async (path) => {
    const page = await site.open(path);
    expect(await axeViolations(page)).toEqual([]);
    const narrow = await site.open(path, { width: 390, height: 800 });
    expect(await hasHorizontalScroll(narrow)).toBe(false);
  });
});
