import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  linkQuery,
  MAX_LINK_LENGTH,
  MAX_LINK_PARAM_LENGTH,
  MAX_KEPT_CHARS,
  MAX_REMEMBERED_CHARS,
  NOTICE_PARAM,
  NOTICES,
  purgedInputs,
  readNotice,
  rememberedInputs,
  restoredInputs,
  withNotice,
  withoutSecrets,
  type Declared,
  type ParamOptions,
  type Params,
  type Raw,
} from './toolStateRules';

const params = (...list: [name: string, fallback: string, options?: ParamOptions][]): Params =>
  new Map<string, Declared>(list.map(([name, fallback, options = {}]) => [name, { fallback, options }]));

/** The random draw's parameters, in the order its view declares them. */
const DRAW = params(['participants', ''], ['gagnants', '1'], ['suppleants', '0'], ['une-chance', 'non']);
/** 400 participants, 10 291 characters. */
const FOUR_HUNDRED = Array.from({ length: 400 }, (_, i) => `Participant numéro ${String(i + 1).padStart(3, '0')}`).join('\n').slice(0, 10_291);

describe('linkQuery', () => {
  it('writes what differs from the defaults, in declaration order, and no secret', () => {
    const p = params(['montant', ''], ['sens', 'ttc-ht'], ['code', '', { secret: true }]);
    expect(linkQuery({ code: 'x', sens: 'ht-ttc', montant: '12,5' }, p)).toEqual({ search: 'montant=12%2C5&sens=ht-ttc', carried: ['montant', 'sens'], incomplete: false });
    expect(linkQuery({ sens: 'ttc-ht', autre: 'x' }, p)).toEqual({ search: '', carried: [], incomplete: false });
  });

  it('leaves out a parameter too long for a link, alone or after those before it, and says so', () => {
    expect(linkQuery({ participants: FOUR_HUNDRED, gagnants: '3' }, DRAW)).toEqual({ search: 'gagnants=3', carried: ['gagnants'], incomplete: true });
    const p = params(['a', ''], ['b', ''], ['c', '']);
    const half = 'x'.repeat(MAX_LINK_LENGTH / 2);
    expect(linkQuery({ a: half, b: half, c: 'court' }, p)).toMatchObject({ carried: ['a', 'c'], incomplete: true });
    expect(linkQuery({ a: 'x'.repeat(MAX_LINK_PARAM_LENGTH - 2) }, p)).toMatchObject({ carried: ['a'], incomplete: false });
    expect(linkQuery({ a: 'x'.repeat(MAX_LINK_PARAM_LENGTH - 1) }, p)).toMatchObject({ carried: [], incomplete: true });
  });
});

describe('rememberedInputs', () => {
  it('keeps what differs from the defaults, except secrets, inputs not to remember and texts too long', () => {
    const p = params(['texte', ''], ['mot-de-passe', '', { secret: true }], ['vue', 'a', { remember: false }], ['tri', 'original']);
    expect(rememberedInputs({ texte: 'abc', 'mot-de-passe': 'secret', vue: 'b', tri: 'original' }, p)).toEqual({ values: { texte: 'abc' }, large: {}, tooLong: false });
    expect(rememberedInputs({ texte: 'x'.repeat(MAX_REMEMBERED_CHARS + 1), tri: 'alpha' }, p)).toEqual({ values: { tri: 'alpha' }, large: {}, tooLong: true });
  });

  it('keeps a large parameter’s long text apart, up to MAX_KEPT_CHARS, and says nothing of a longer one (its field does)', () => {
    const p = params(['liste', '', { large: true }], ['tri', 'original']);
    const long = 'x'.repeat(MAX_REMEMBERED_CHARS + 1);
    expect(rememberedInputs({ liste: 'a\nb', tri: 'az' }, p)).toEqual({ values: { liste: 'a\nb', tri: 'az' }, large: {}, tooLong: false });
    expect(rememberedInputs({ liste: long, tri: 'az' }, p)).toEqual({ values: { tri: 'az' }, large: { liste: long }, tooLong: false });
    expect(rememberedInputs({ liste: 'x'.repeat(MAX_KEPT_CHARS + 1) }, p)).toEqual({ values: {}, large: {}, tooLong: false });
  });
});

describe('restoredInputs', () => {
  it('gives every remembered input to an address without inputs of the tool (its own page, a campaign link)', () => {
    const remembered = { participants: 'Alice\nBob', gagnants: '2' };
    expect(restoredInputs('', remembered, DRAW)).toEqual(remembered);
    expect(restoredInputs('utm_source=lettre', remembered, DRAW)).toEqual(remembered);
  });

  it('keeps a long input the address could not carry when a short option is in it (a reload)', () => {
    const remembered = { participants: FOUR_HUNDRED, gagnants: '3' };
    expect(restoredInputs('gagnants=3', remembered, DRAW)).toEqual(remembered);
    // A shared link with another count: the list it could not carry comes from the device, the count from the link.
    expect(restoredInputs('gagnants=5', remembered, DRAW)).toEqual({ participants: FOUR_HUNDRED, gagnants: '5' });
  });

  it('keeps an input left out because the whole link was full', () => {
    const p = params(['a', ''], ['b', ''], ['c', '']);
    const half = 'x'.repeat(MAX_LINK_LENGTH / 2);
    const state = { a: half, b: half, c: 'court' };
    expect(restoredInputs(linkQuery(state, p).search, state, p)).toEqual(state);
  });

  it('shows a shared link as it was made: a remembered input the link could have carried stays out', () => {
    const remembered = { participants: 'Alice\nBob', gagnants: '3', 'une-chance': 'oui' };
    expect(restoredInputs('participants=Chlo%C3%A9%0ADavid&gagnants=1', remembered, DRAW)).toEqual({ participants: 'Chloé\nDavid', gagnants: '1' });
    expect(restoredInputs('gagnants=2', remembered, DRAW)).toEqual({ gagnants: '2' });
  });

  it('reads no secret, from the address or the device, and nothing the tool does not declare', () => {
    const p = params(['reseau', ''], ['mot-de-passe', '', { secret: true }]);
    expect(restoredInputs('reseau=Maison&mot-de-passe=fuite', { 'mot-de-passe': 'ancien' }, p)).toEqual({ reseau: 'Maison' });
    expect(restoredInputs('', { 'mot-de-passe': 'ancien', inconnu: 'x', reseau: 'Bureau' }, p)).toEqual({ reseau: 'Bureau' });
  });

  const text = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 30 }),
    // Long texts, some with characters that take 6 or 9 characters once encoded, around the link's limits.
    fc.tuple(fc.constantFrom('x', 'é', '😀', 'a b'), fc.integer({ min: 300, max: 7_000 })).map(([unit, n]) => unit.repeat(n)),
  );
  const NAMES = ['texte', 'liste', 'tri', 'casse', 'budget'];
  const declared = fc.tuple(fc.shuffledSubarray(NAMES, { minLength: 1 }), fc.array(fc.string({ maxLength: 3 }), { minLength: 5, maxLength: 5 })).map(([names, fallbacks]) =>
    params(...names.map((name, i): [string, string] => [name, fallbacks[i]!])),
  );
  const state = (p: Params) => fc.record(Object.fromEntries([...p.keys()].map((name) => [name, text])) as Record<string, fc.Arbitrary<string>>, { requiredKeys: [] }).map((values) => values as Raw);

  it('gives back any state from the address it writes and the inputs it remembers (reload, bookmark)', () => {
    fc.assert(
      fc.property(
        declared.chain((p) => fc.tuple(fc.constant(p), state(p))),
        ([p, values]) => {
          const expected: Raw = Object.fromEntries(Object.entries(values).filter(([name, value]) => value !== p.get(name)!.fallback));
          const restored = restoredInputs(linkQuery(values, p).search, rememberedInputs(values, p).values, p);
          expect(restored).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never drops a remembered input because the address carried another one', () => {
    fc.assert(
      fc.property(
        declared.chain((p) => fc.tuple(fc.constant(p), state(p), state(p))),
        ([p, onScreen, before]) => {
          // The device remembers `before`; the address is `onScreen`'s link.
          const { search, carried } = linkQuery(onScreen, p);
          const remembered = rememberedInputs(before, p).values;
          const restored = restoredInputs(search, remembered, p);
          for (const name of carried) expect(restored[name]).toBe(onScreen[name]);
          for (const [name, value] of Object.entries(remembered)) {
            if (carried.includes(name)) continue;
            // Absent from the address: restored whenever the link could not have carried it.
            const couldCarry = linkQuery({ ...Object.fromEntries(carried.map((n) => [n, onScreen[n]!])), [name]: value }, p).carried.includes(name);
            expect(restored[name]).toBe(carried.length && couldCarry ? undefined : value);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('purgedInputs', () => {
  it('rewrites a record without what may not be stored, and leaves a clean one alone', () => {
    const p = params(['reseau', ''], ['mot-de-passe', '', { secret: true }], ['vue', '', { remember: false }]);
    expect(purgedInputs({ reseau: 'Maison', 'mot-de-passe': 'secret', vue: 'x' }, p)).toEqual({ reseau: 'Maison' });
    expect(purgedInputs({ 'mot-de-passe': 'secret' }, p)).toEqual({});
    expect(purgedInputs({ reseau: 'Maison', ancien: 'x' }, p)).toBeNull();
  });
});

describe('notices carried by the address', () => {
  it('are read once, by code only, and dropped from the query', () => {
    const path = withNotice('/compteur-mots/', 'selection-trop-longue');
    expect(path).toBe(`/compteur-mots/?${NOTICE_PARAM}=selection-trop-longue`);
    expect(readNotice(path.split('?')[1]!)).toEqual({ notice: NOTICES['selection-trop-longue'], search: '' });
    expect(readNotice(`texte=a&${NOTICE_PARAM}=toString`)).toEqual({ notice: null, search: 'texte=a' });
    expect(readNotice('texte=a')).toBeNull();
  });

  it('are French, state the limit and say what to do', () => {
    expect(NOTICES['selection-trop-longue']).toBe('La sélection est trop longue pour être transmise (plus de 100\u00a0000 caractères)\u00a0: copiez-la puis collez-la dans le champ.');
    expect(NOTICES['selection-trop-longue'].replace(/\D/g, '')).toBe(String(MAX_REMEMBERED_CHARS));
    for (const notice of Object.values(NOTICES)) expect(notice).toMatch(/\u00a0: copiez-la puis collez-la dans le champ\.$/);
  });
});

describe('secrets given in an address', () => {
  const p = params(['type', 'url'], ['reseau', ''], ['mot-de-passe', '', { secret: true }], ['cle', '', { secret: true }]);

  it('are taken out of the query, every copy of them, the rest kept as it was', () => {
    expect(withoutSecrets('type=wifi&reseau=Caf%C3%A9&mot-de-passe=fuite&securite=WPA', p)).toBe('type=wifi&reseau=Caf%C3%A9&securite=WPA');
    expect(withoutSecrets('mot-de-passe=a&mot-de-passe=b&cle=', p)).toBe('');
    expect(withoutSecrets('type=wifi&reseau=Maison', p)).toBeNull();
    expect(withoutSecrets('', p)).toBeNull();
  });

  it('never stay, whatever the query (property)', () => {
    const name = fc.constantFrom('type', 'reseau', 'mot-de-passe', 'cle', 'autre', 'avis');
    fc.assert(
      fc.property(fc.array(fc.tuple(name, fc.string())), (pairs) => {
        const search = new URLSearchParams(pairs).toString();
        const cleaned = withoutSecrets(search, p);
        const left = new URLSearchParams(cleaned ?? search);
        expect(left.has('mot-de-passe') || left.has('cle')).toBe(false);
        expect([...left]).toEqual(pairs.filter(([n]) => n !== 'mot-de-passe' && n !== 'cle'));
      }),
    );
  });
});
