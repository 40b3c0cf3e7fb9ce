import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactSum, formatNumber, safeDivide } from '../../components/lib/number';
import * as table from '../../components/data/table';
import { analyseCampaigns as analyseWith, findHeader, guessColumns, isTotalRow, rowAt, rowsOf, type CampaignJob } from './campaignAnalysis';

/** The analysis with the table reader, as the page and the worker give it. */
const analyseCampaigns = (j: CampaignJob) => analyseWith(j, undefined, table);
const job = (text: string, extra: Partial<CampaignJob> = {}): CampaignJob => ({ text, columns: {}, margin: null, sort: { key: 'line', descending: false }, hideNoSpend: false, ...extra });

// A Google Ads campaign report downloaded as CSV from the French interface: its title and date lines, the figures
// quoted with their French grouping, `--` where there is none, and its own totals below (figures invented).
const GOOGLE_ADS_FR = [
  'Rapport sur les campagnes',
  '1 novembre 2026 - 30 novembre 2026',
  'État de la campagne,Campagne,Coût,Impr.,Clics,CTR,CPC moy.,Conversions,Coût/conv.,Valeur de conv.,Taux de conv.',
  'Activée,Marque,"1 250,40","48 200","2 310","4,79 %","0,54","96,00","13,03","8 420,00","4,16 %"',
  'Activée,Soldes d’hiver,"980,00","61 000","1 450","2,38 %","0,68","31,00","31,61","2 105,50","2,14 %"',
  'Activée,Display remarketing,"310,25","120 500",402,"0,33 %","0,77","3,00","103,42","180,00","0,75 %"',
  'En veille,Notoriété,--,0,0,--,--,"0,00",--,"0,00",--',
  'Total : campagnes,,"2 540,65","229 700","4 162","1,81 %","0,61","130,00","19,54","10 705,50","3,12 %"',
  'Total : compte,,"2 540,65","229 700","4 162","1,81 %","0,61","130,00","19,54","10 705,50","3,12 %"',
].join('\n');

describe('analyseCampaigns', () => {
  it('reads a French Google Ads CSV with its title lines and totals, and computes the totals from the sums', () => {
    const out = analyseCampaigns(job(GOOGLE_ADS_FR));
    expect(out.linesAboveHeader).toBe(2);
    expect(out.totalRowsSkipped).toBe(2);
    expect(out.rowCount).toBe(4);
    expect(out.columns).toEqual({ name: 1, cost: 2, impressions: 3, clicks: 4, conversions: 7, value: 9 });
    const cost = exactSum(1250.4, 980, 310.25);
    const clicks = 2310 + 1450 + 402;
    const impressions = 48200 + 61000 + 120500;
    const value = exactSum(8420, 2105.5, 180);
    expect(out.total).toMatchObject({ cost, clicks, impressions, conversions: 130, value });
    // Never an average of the rows' ratios: each total ratio from the summed figures.
    expect(out.total!.cpc).toBeCloseTo(cost / clicks, 12);
    expect(out.total!.ctr).toBeCloseTo((clicks / impressions) * 100, 12);
    expect(out.total!.cpm).toBeCloseTo((cost / impressions) * 1000, 12);
    expect(out.total!.cpa).toBeCloseTo(cost / 130, 12);
    expect(out.total!.conversionRate).toBeCloseTo((130 / clicks) * 100, 12);
    expect(out.total!.roas).toBeCloseTo(value / cost, 12);
    // The export's own figures, rounded: 0,61 € per click, 19,54 € per conversion, 3,12 %.
    expect(formatNumber(out.total!.cpc!)).toBe('0,61');
    expect(formatNumber(out.total!.cpa!)).toBe('19,54');
    expect(formatNumber(out.total!.conversionRate!)).toBe('3,12');
    expect(rowAt(out, 0)).toMatchObject({ line: 4, name: 'Marque', cost: 1250.4, clicks: 2310, roas: 8420 / 1250.4 });
    // A campaign that spent nothing has no cost per click, not a cost of 0.
    expect(rowAt(out, 3)).toMatchObject({ name: 'Notoriété', cost: null, cpc: null, ctr: null, roas: null });
    expect(out).toMatchObject({ rankedBy: 'roas', best: 4, worst: 6 });
  });

  it('reads a Meta Ads export in English (link clicks before all clicks, 1,234.56)', () => {
    const meta = [
      'Campaign name,Reach,Impressions,Amount spent (EUR),Clicks (all),Link clicks,Results,Purchases conversion value',
      'Retargeting,"12,040","35,210","1,204.37","1,310",845,42,"5,120.90"',
      'Prospecting,"80,400","154,003",2310.05,"3,420","2,150",37,"3,004.00"',
    ].join('\n');
    const out = analyseCampaigns(job(meta));
    expect(out.decimalMark).toBe('.');
    expect(out.columns).toMatchObject({ name: 0, impressions: 2, cost: 3, clicks: 5, conversions: 6, value: 7 });
    expect(rowAt(out, 0)).toMatchObject({ cost: 1204.37, impressions: 35210, clicks: 845, value: 5120.9 });
    expect(out.total).toMatchObject({ cost: exactSum(1204.37, 2310.05), clicks: 2995, conversions: 79 });
  });

  it('reads a paste from Sheets (tabs, € and %), sorts, filters and gives the break-even ROAS', () => {
    const paste = 'Campagne\tCoût\tClics\tConversions\tValeur de conv.\nA\t100,00 €\t50\t5\t300,00 €\nB\t0\t0\t0\t0\nC\t200,50 €\t80\t10\t1 000,00 €';
    const out = analyseCampaigns(job(paste, { sort: { key: 'roas', descending: true }, hideNoSpend: true, margin: 40 }));
    expect(rowsOf(out).map((row) => row.name)).toEqual(['C', 'A']);
    expect(out.hiddenNoSpend).toBe(1);
    expect(out.breakevenRoas).toBe(2.5);
    expect(out.total).toMatchObject({ cost: 300.5, clicks: 130, conversions: 15, value: 1300 });
    expect(out.total!.impressions).toBe(null);
    expect(out.total!.cpm).toBe(null);
    // The user's choice of column wins over the guess.
    expect(analyseCampaigns(job(paste, { columns: { value: -1 } })).rankedBy).toBe('cpa');
    // A row without a ratio stays last in either direction; names sort as French readers do, « C2 » before « C10 ».
    const names = (sort: CampaignJob['sort']) => rowsOf(analyseCampaigns(job(paste, { sort }))).map((row) => row.name);
    expect(names({ key: 'roas', descending: false })).toEqual(['A', 'C', 'B']);
    expect(names({ key: 'line', descending: true })).toEqual(['C', 'B', 'A']);
    // Sorting again reads the export once: the rows read are the same, only their order changes.
    const first = analyseCampaigns(job(paste));
    const sorted = analyseCampaigns(job(paste, { sort: { key: 'cost', descending: true } }));
    expect(sorted.data).toBe(first.data);
    expect(analyseCampaigns(job(paste, { columns: { value: -1 } })).data).not.toBe(first.data);
    const numbered = 'Campagne\tCoût\nC10\t1\nc2\t2\nÉté\t3\nEte\t4';
    expect(rowsOf(analyseCampaigns(job(numbered, { sort: { key: 'name', descending: false } }))).map((row) => row.name)).toEqual(['c2', 'C10', 'Ete', 'Été']);
  });

  it('says which cells it cannot read, and reads nothing from a plain text', () => {
    const out = analyseCampaigns(job('Campagne;Coût;Clics\nA;12,5;abc\nB;oui;4'));
    expect(rowsOf(out).map((row) => row.unreadable)).toEqual([['clicks'], ['cost']]);
    expect(out.total).toMatchObject({ cost: 12.5, clicks: 4 });
    expect(analyseCampaigns(job('une phrase sans tableau')).rowCount).toBe(0);
    expect(analyseCampaigns(job('')).rowCount).toBe(0);
  });

  it('gives no total to a column left empty on every row, and ranks a campaign that spent for nothing last', () => {
    const leads = 'Campaign name\tAmount spent (EUR)\tLink clicks\tResults\tPurchases conversion value\nA\t100\t50\t5\t\nB\t80\t40\t0\t\nC\t60\t30\t6\t';
    const out = analyseCampaigns(job(leads));
    expect(out.total).toMatchObject({ value: null, roas: null, conversions: 11 });
    // No return to judge on: the cost per conversion, where B's 80 € bought none.
    expect(out).toMatchObject({ rankedBy: 'cpa', best: 4, worst: 3 });
  });
});

describe('the parts of the reading', () => {
  it('recognises the usual column names, not the ratios that look like them', () => {
    expect(guessColumns(['Coût/conv.', 'Taux de conv.', 'Valeur de conv./coût', 'CPC moy.'])).toMatchObject({ cost: -1, conversions: -1, value: -1, clicks: -1 });
    expect(guessColumns(['Montant dépensé (EUR)', 'Clics sur un lien', 'Résultats', 'Impressions'])).toMatchObject({ cost: 0, clicks: 1, conversions: 2, impressions: 3 });
    expect(guessColumns(['Spend', 'Clicks', 'Conv.', 'Conv. value', 'Impr.'])).toMatchObject({ cost: 0, clicks: 1, conversions: 2, value: 3, impressions: 4 });
    expect(findHeader([['Rapport'], ['Campagne', 'Coût', 'Clics']])).toBe(1);
    expect(isTotalRow(['', 'Total : compte', '12'])).toBe(true);
    expect(isTotalRow(['Totalement neuf', '12'])).toBe(false);
    expect(isTotalRow(['Total Look', '12'])).toBe(false);
    expect(isTotalRow(['Total - Marque', '12'])).toBe(false);
    expect(isTotalRow(['Total: Account', '12'])).toBe(true);
  });

  it('property: the totals are the sums of the rows and their ratios come from the sums, in any order', () => {
    const row = fc.record({ cost: fc.integer({ min: 0, max: 10_000_00 }), clicks: fc.integer({ min: 0, max: 50_000 }), conv: fc.integer({ min: 0, max: 500 }) });
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 30 }), (rows) => {
        const text = ['Campagne;Coût;Clics;Conversions', ...rows.map((r, i) => `C${i};${formatNumber(r.cost / 100)};${r.clicks};${r.conv}`)].join('\n');
        const out = analyseCampaigns(job(text));
        const cost = exactSum(...rows.map((r) => r.cost / 100));
        const clicks = rows.reduce((sum, r) => sum + r.clicks, 0);
        expect(out.total!.cost).toBe(cost);
        expect(out.total!.clicks).toBe(clicks);
        expect(out.total!.cpc).toBe(clicks > 0 ? safeDivide(cost, clicks) : null);
        const reversed = analyseCampaigns(job(text, { sort: { key: 'cost', descending: true } }));
        expect(reversed.total).toEqual(out.total);
      }),
    );
  });
});
