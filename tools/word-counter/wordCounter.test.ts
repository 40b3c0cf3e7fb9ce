import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countCharacters, countWords, setSegmenterForTests, type WordStats } from './wordCounter';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

afterEach(() => setSegmenterForTests(undefined));

/** Reference: one Intl.Segmenter pass over the whole (short) text. */
function referenceClusters(text: string): { chars: number; spaces: number } {
  let chars = 0;
  let spaces = 0;
  for (const { segment } of new Intl.Segmenter('fr', { granularity: 'grapheme' }).segment(text)) {
    chars++;
    if (/^\s/.test(segment)) spaces++;
  }
  return { chars, spaces };
}

describe('countWords: worked examples', () => {
  it.each<[string, string, Partial<WordStats>]>([
    ['empty text', '', { words: 0, chars: 0, charsNoSpaces: 0, sentences: 0, paragraphs: 0 }],
    ['only spaces and line breaks', '  \n\n\t ', { words: 0, chars: 6, charsNoSpaces: 0, sentences: 0, paragraphs: 0 }],
    ['French spacing before ! (DECISIONS.md)', `Bonjour${NBSP}!`, { words: 1, chars: 9, charsNoSpaces: 8, sentences: 1, paragraphs: 1 }],
    ['same with an ordinary space', 'Bonjour !', { words: 1, chars: 9, charsNoSpaces: 8, sentences: 1 }],
    ['guillemets and incise', `«${NBSP}Oui${NBSP}» dit-il.`, { words: 2, chars: 15, charsNoSpaces: 12, sentences: 1 }],
    ['hyphenated word is one word', 'arc-en-ciel', { words: 1, chars: 11, sentences: 1 }],
    ['elision is one word', 'l’été', { words: 1, chars: 5 }],
    ['a lone ! or € is no word', 'Prix : 10 € !', { words: 2, sentences: 1 }],
    ['narrow no-break space is a space', `20${NNBSP}%`, { words: 1, chars: 4, charsNoSpaces: 3 }],
    ['digits are words', '1 2 3', { words: 3, sentences: 1 }],
    ['three sentences', 'Il pleut. Tu viens ? Oui !', { words: 5, sentences: 3, paragraphs: 1 }],
    ['?! ends one sentence', 'Quoi ?! Non.', { sentences: 2 }],
    ['ellipsis ends a sentence', 'Eh bien… Voilà.', { sentences: 2 }],
    ['three dots end one sentence', 'Eh bien... Voilà.', { sentences: 2 }],
    ['a decimal point ends nothing', 'Il mesure 1.85 m.', { words: 4, sentences: 1 }],
    ['a domain ends nothing', 'Allez sur outilo.fr pour tout voir.', { sentences: 1 }],
    ['closing guillemet after the full stop', `Il dit «${NBSP}Stop.${NBSP}» Puis rien.`, { sentences: 2 }],
    ['closing parenthesis after the full stop', '(Voir plus haut.) Ensuite.', { sentences: 2 }],
    ['text without final punctuation is a sentence', 'Bonjour tout le monde', { words: 4, sentences: 1 }],
    ['punctuation only is no sentence', '... !!! ???', { words: 0, sentences: 0, paragraphs: 1 }],
    ['two paragraphs', 'Premier paragraphe.\n\nSecond paragraphe.', { words: 4, sentences: 2, paragraphs: 2 }],
    ['a single line break does not split a paragraph', 'Ligne un.\nLigne deux.', { paragraphs: 1, sentences: 2 }],
    ['blank line with spaces splits', 'Un.\n   \nDeux.', { paragraphs: 2 }],
    ['Windows line breaks', 'Un.\r\n\r\nDeux.', { paragraphs: 2, sentences: 2, chars: 10, charsNoSpaces: 8 }],
    ['many blank lines and margins', '\n\n  Un  \n\n\n\nDeux\n\n', { paragraphs: 2, words: 2 }],
    ['a title without full stop ends at the blank line', 'Introduction\n\nLe texte commence.', { sentences: 2, paragraphs: 2 }],
    ['decomposed accent is one character', 'e\u0301te\u0301', { words: 1, chars: 3 }],
    ['emoji with skin tone is one character', 'Top 👍🏽', { words: 1, chars: 5, charsNoSpaces: 4 }],
    ['family emoji (ZWJ sequence) is one character', '👨‍👩‍👧', { words: 0, chars: 1 }],
    ['flags are one character each', '🇫🇷🇩🇪', { chars: 2 }],
    ['keycap is one character', '1️⃣', { chars: 1, words: 1 }],
    ['emoji alone is no word', '🎉 🎉', { words: 0, chars: 3 }],
  ])('%s', (_name, text, expected) => {
    expect(countWords(text)).toMatchObject(expected);
  });

  it('counts a classic pangram like any word processor', () => {
    const text = 'Portez ce vieux whisky au juge blond qui fume.';
    expect(countWords(text)).toEqual({ words: 9, chars: 46, charsNoSpaces: 38, sentences: 1, paragraphs: 1 });
  });

  it('never throws on non-string input coming from a loose caller', () => {
    expect(countWords(undefined as unknown as string)).toEqual({ words: 0, chars: 0, charsNoSpaces: 0, sentences: 0, paragraphs: 0 });
  });
});

describe('countCharacters', () => {
  it('falls back to code points without Intl.Segmenter', () => {
    setSegmenterForTests(null);
    expect(countCharacters('नमस्ते')).toEqual({ chars: 6, spaces: 0 });
    expect(countCharacters('Top 👍🏽').chars).toBe(5); // emoji still exact: handled without the segmenter
  });

  it('uses the segmenter for scripts the fast paths do not cover', () => {
    expect(countCharacters('नमस्ते')).toEqual(referenceClusters('नमस्ते'));
    expect(countCharacters('한국어 한')).toEqual(referenceClusters('한국어 한'));
  });

  const pieces = fc.oneof(
    fc.constantFrom(' ', '  ', '\n', '\r\n', NBSP, 'a', 'é', 'e\u0301', 'x', '.', '!', '«', '€', 'œ'),
    fc.constantFrom('👍', '🏽', '👍🏽', '\u200d', '\u200c', '👨‍👩‍👧', '🇫🇷', '🇫', '1️⃣', '❤️‍🔥', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '\ufe0f', '\u0301'),
    fc.constantFrom('\u00ad', '\u200b', '\u2028', '\u0000', '\t', '\r', '\u200e', '\u2060', '\u{e0041}', '\u{e0001}'),
    fc.constantFrom('न', 'म', '्', 'ि', 'ก', 'ำ', 'ᄒ', 'ᅡ', 'ᆫ', '한', 'ا', '؀', '\u0e33', '\ud800', '\udc00'),
    fc.string({ unit: 'grapheme', maxLength: 4 }),
    fc.string({ unit: 'binary', maxLength: 3 }),
  );

  it('property: chunked counting equals one Segmenter pass over the whole text', () => {
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 1500 }), (parts) => {
        const text = parts.join('');
        expect(countCharacters(text)).toEqual(referenceClusters(text));
      }),
      { numRuns: 500 },
    );
  });

  it('property: long runs without any ASCII character (emoji only) still match the reference', () => {
    const emoji = fc.constantFrom('👍', '👍🏽', '👨‍👩‍👧', '🇫🇷', '❤️‍🔥', '🎉', '\u00e9', '\u0301', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '\u00a0');
    fc.assert(
      fc.property(fc.array(emoji, { minLength: 3000, maxLength: 5000 }), (parts) => {
        const text = parts.join('');
        expect(countCharacters(text)).toEqual(referenceClusters(text));
      }),
      { numRuns: 5 },
    );
  });

  it('property: long texts cut into many chunks still match the reference', () => {
    const word = fc.array(pieces, { minLength: 1, maxLength: 6 }).map((p) => p.join(''));
    fc.assert(
      fc.property(fc.array(word, { minLength: 200, maxLength: 800 }), fc.constantFrom(' ', '', '\n'), (words, glue) => {
        const text = words.join(glue);
        expect(countCharacters(text)).toEqual(referenceClusters(text));
      }),
      { numRuns: 40 },
    );
  });
});

describe('countWords: properties', () => {
  it('bounds: every count is a non-negative integer and within its natural limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'é', ' ', '\n', '.', '!', '?', '-', '👍🏽', NBSP, '1') }), (text) => {
        const s = countWords(text);
        for (const v of Object.values(s)) {
          expect(Number.isInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
          expect(Object.is(v, -0)).toBe(false);
        }
        expect(s.charsNoSpaces).toBeLessThanOrEqual(s.chars);
        expect(s.chars).toBeLessThanOrEqual(text.length);
        expect(s.words).toBeLessThanOrEqual(s.charsNoSpaces);
        expect(s.sentences).toBeLessThanOrEqual(s.words);
        expect(s.paragraphs).toBeLessThanOrEqual(s.charsNoSpaces);
        if (s.words > 0) expect(s.sentences).toBeGreaterThanOrEqual(s.paragraphs > 0 ? 1 : 0);
      }),
    );
  });

  it('words equals the number of whitespace tokens holding a letter or digit (DECISIONS.md rule)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const expected = text.split(/\s+/).filter((t) => /[\p{L}\p{N}]/u.test(t)).length;
        expect(countWords(text).words).toBe(expected);
      }),
    );
  });

  it('joining two texts with a blank line adds their words and paragraphs', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', ' ', '.', '\n', '!') });
    fc.assert(
      fc.property(text, text, (a, b) => {
        const x = countWords(a);
        const y = countWords(b);
        const both = countWords(`${a}\n\n${b}`);
        expect(both.words).toBe(x.words + y.words);
        expect(both.paragraphs).toBe(x.paragraphs + y.paragraphs);
      }),
    );
  });

  it('never throws on any string, lone surrogates included', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) }), (text) => {
        const s = countWords(text);
        expect(Number.isFinite(s.chars)).toBe(true);
      }),
    );
  });
});

describe('countWords: large pastes', () => {
  const build = (unit: string) => unit.repeat(Math.ceil(1_000_000 / unit.length)).slice(0, 1_000_000);

  it.each([
    ['French prose', `Voilà un texte «${NBSP}typique${NBSP}», l’été de l’œuvre… Ça va${NBSP}? Oui${NBSP}!\n\n`],
    ['emoji-rich posts', 'Salut 👋🏽 la team 👨‍👩‍👧 ! Top 🇫🇷 e\u0301 '],
    ['Hindi', 'नमस्ते दुनिया। यह एक परीक्षण है। '],
    ['emoji without any ASCII character', '👍🏽🎉👨‍👩‍👧🇫🇷\u00a0'],
    ['one huge word without spaces', 'a'],
    ['one huge run of dots', '.'],
    ['one huge run of combining marks', 'e\u0301\u0301\u0301\u0301'],
  ])('1 MB of %s completes (linear time)', (_name, unit) => {
    const text = build(unit);
    const started = performance.now();
    const stats = countWords(text);
    const elapsed = performance.now() - started;
    expect(stats.chars).toBeGreaterThan(0);
    expect(stats.chars).toBeLessThanOrEqual(text.length);
    // A generous bound that only a quadratic algorithm would break (whole-text Segmenter: minutes).
    expect(elapsed).toBeLessThan(10_000);
  });

  it('a 1 MB text gives the same counts as the sum of its parts', () => {
    const para = `Voilà un paragraphe, l’été 👋🏽 arrive${NBSP}! Deux phrases.`;
    const one = countWords(para);
    const n = Math.floor(1_000_000 / (para.length + 2));
    const big = countWords(Array.from({ length: n }, () => para).join('\n\n'));
    expect(big.words).toBe(one.words * n);
    expect(big.sentences).toBe(one.sentences * n);
    expect(big.paragraphs).toBe(n);
    expect(big.charsNoSpaces).toBe(one.charsNoSpaces * n);
  });
});
