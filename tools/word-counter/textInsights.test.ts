import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  durationSeconds,
  formatDuration,
  gaugeLevel,
  GAUGES,
  isStopWord,
  READING_WORDS_PER_MINUTE,
  SPEAKING_WORDS_PER_MINUTE,
  topWords,
  xLength,
} from './textInsights';
import { countWords } from './wordCounter';

describe('reading and speaking time', () => {
  it('uses 238 words/min for silent reading (Brysbaert 2019, non-fiction) and 150 words/min for speech', () => {
    expect(READING_WORDS_PER_MINUTE).toBe(238);
    expect(SPEAKING_WORDS_PER_MINUTE).toBe(150);
    // 1 190 words at 238/min: exactly 5 min; at 150/min: 7 min 56 s (1 190 × 60 / 150 = 476 s).
    expect(formatDuration(durationSeconds(1190, 238))).toBe('5\u00a0min');
    expect(formatDuration(durationSeconds(1190, 150))).toBe('7\u00a0min 56\u00a0s');
    // One word is read in a quarter of a second, shown as 1 s (never 0 for a text).
    expect(formatDuration(durationSeconds(1, 238))).toBe('1\u00a0s');
    expect(formatDuration(durationSeconds(0, 238))).toBe('0\u00a0s');
    // 3 000 words at 150/min = 20 min.
    expect(formatDuration(durationSeconds(3000, 150))).toBe('20\u00a0min');
    expect(formatDuration(65)).toBe('1\u00a0min 05\u00a0s');
    // 152 400 words at 150/min = 1 016 min, grouped as every count of minutes.
    expect(formatDuration(durationSeconds(152_400, 150))).toBe('1\u202f016\u00a0min');
    expect(formatDuration(Number.NaN)).toBe('0\u00a0s');
  });

  it('property: the time never undercuts words ÷ rate and exceeds it by less than a second', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom(238, 150), (words, rate) => {
        const seconds = durationSeconds(words, rate);
        // In whole numbers: seconds × rate ≥ words × 60 > (seconds − 1) × rate.
        expect(seconds * rate).toBeGreaterThanOrEqual(words * 60);
        expect((seconds - 1) * rate).toBeLessThan(words * 60);
      }),
    );
  });
});

describe('most frequent words', () => {
  it('leaves out the French stop words of a second, independent list (NLTK’s French list, sample)', () => {
    // From NLTK's stopwords corpus, french file (Porter's Snowball list): none of them may reach the top.
    for (const word of ['au', 'aux', 'avec', 'ce', 'ces', 'dans', 'de', 'des', 'du', 'elle', 'en', 'et', 'eux', 'il', 'je', 'la', 'le', 'leur', 'lui', 'ma', 'mais', 'me', 'même', 'mes', 'moi', 'mon', 'ne', 'nos', 'notre', 'nous', 'on', 'ou', 'par', 'pas', 'pour', 'qu', 'que', 'qui', 'sa', 'se', 'ses', 'son', 'sur', 'ta', 'te', 'tes', 'toi', 'ton', 'tu', 'un', 'une', 'vos', 'votre', 'vous', 'été', 'être', 'avoir', 'suis', 'est', 'sont'])
      expect(isStopWord(word), word).toBe(true);
    for (const word of ['marketing', 'référencement', 'naturel', 'local', 'possible', 'premier', 'boutique', 'prix', 'client']) expect(isStopWord(word), word).toBe(false);
  });

  it('counts words and their density among all the words (hand-counted example)', () => {
    const text = 'Le référencement naturel. Le Référencement local et le référencement payant : l’été, le SEO de l’été.';
    // Le · référencement · naturel · Le · Référencement · local · et · le · référencement · payant · l’été · le · SEO · de · l’été
    const words = countWords(text).words;
    expect(words).toBe(15);
    const top = topWords(text, words);
    expect(top.map((w) => [w.word, w.count])).toEqual([
      ['référencement', 3],
      ['naturel', 1],
      ['local', 1],
      ['payant', 1],
      ['seo', 1],
    ]);
    expect(top[0]!.density).toBeCloseTo(20, 10); // 3 ÷ 15 × 100
    expect(top[1]!.density).toBeCloseTo(100 / 15, 10);
  });

  it('cuts elisions, joins case and Unicode forms, keeps compound words, drops numbers and single letters', () => {
    const text = 'L’été, l\'été, ÉTÉ, e\u0301te\u0301 arc-en-ciel Arc-en-ciel 2025 2025 x x aujourd’hui';
    const top = topWords(text, countWords(text).words);
    // « été » is itself a stop word (past participle of être) in both lists.
    expect(top.map((w) => [w.word, w.count])).toEqual([
      ['arc-en-ciel', 2],
      ['aujourd’hui', 1],
    ]);
    expect(topWords('', 0)).toEqual([]);
  });

  it('keeps the 10 most frequent, ties in order of first appearance', () => {
    const words = Array.from({ length: 12 }, (_, i) => `mot${String.fromCharCode(97 + i)}`);
    const text = [...words, 'motl', 'motk'].join(' ');
    const top = topWords(text, countWords(text).words);
    expect(top).toHaveLength(10);
    expect(top.slice(0, 3).map((w) => w.word)).toEqual(['motk', 'motl', 'mota']);
  });
});

describe('length on X (twitter-text v3 weighting)', () => {
  it('weighs as X documents: Latin 1, CJK 2, emoji 2, a link 23', () => {
    expect(xLength('')).toBe(0);
    expect(xLength('Bonjour à tous !')).toBe(16);
    // 280 Latin characters fill a post; 140 CJK ideographs too (X's own example of the weighting).
    expect(xLength('a'.repeat(280))).toBe(280);
    expect(xLength('日'.repeat(140))).toBe(280);
    // An emoji with a skin-tone modifier, a family (joiners), a flag: 2 each.
    expect(xLength('👍🏽')).toBe(2);
    expect(xLength('👨‍👩‍👧')).toBe(2);
    expect(xLength('🇫🇷')).toBe(2);
    // Any link is 23, however long.
    expect(xLength('https://www.exemple.fr/une/tres/longue/adresse?utm_source=x')).toBe(23);
    expect(xLength('Voir www.exemple.fr')).toBe(5 + 23);
    // Curly quotes and the ellipsis are in the ranges weighing 1 (U+2010–U+201F, U+2026 is not: 2).
    expect(xLength('« ’ »')).toBe(5);
    expect(xLength('\u2026')).toBe(2);
  });

  it('the gauges: 60, 160, 280 and 3 000, and their levels', () => {
    expect(GAUGES.map((g) => [g.id, g.limit])).toEqual([
      ['title', 60],
      ['meta', 160],
      ['x', 280],
      ['linkedin', 3000],
    ]);
    expect(gaugeLevel(53, 60)).toBe('ok');
    expect(gaugeLevel(54, 60)).toBe('near');
    expect(gaugeLevel(60, 60)).toBe('near');
    expect(gaugeLevel(61, 60)).toBe('over');
  });
});
