import { describe, expect, it } from 'vitest';
import { seededRandom } from '../components/lib/random';
import { byPath } from '../components/tool/catalog';
import { TOOLS } from '../tools/index';
import { encodeReveal, revealLink } from '../tools/secret-santa/revealLink';
import { fragmentValue, mayHoldSecret, SANTA_REVEAL, SECRET_FRAGMENTS } from './secretAddresses';

const at = (address: string) => mayHoldSecret(new URL(address, 'https://outilo.fr'));

describe('addresses that hold a secret', () => {
  it('reads a fragment parameter as written', () => {
    expect(fragmentValue('#tirage=AbC-_', 'tirage')).toBe('AbC-_');
    expect(fragmentValue('#x=1&tirage=AbC', 'tirage')).toBe('AbC');
    expect(fragmentValue('#/secret-santa/#tirage=AbC', 'tirage')).toBe('AbC');
    expect(fragmentValue('#tirage=', 'tirage')).toBe('');
    expect(fragmentValue('#sous-tirage=AbC', 'tirage')).toBeNull();
    expect(fragmentValue('', 'tirage')).toBeNull();
  });

  it('a reveal link holds one, on the Secret Santa page or on any other', () => {
    const link = revealLink('https://outilo.fr', byPath(TOOLS, '/secret-santa/')!.path, encodeReveal({ giver: 'Marie', receiver: 'Paul' }, seededRandom(1)));
    expect(at(link)).toBe(true);
    expect(at('/ttc-ht/#tirage=AbC')).toBe(true);
    expect(at('/#a=1&tirage=AbC')).toBe(true);
  });

  it('the page reveal links are for may come to hold one, by a fragment pasted over it: it counts in every spelling', () => {
    for (const address of ['/secret-santa/', '/secret-santa', '/secret-santa/index.html', '/secret-santa/?participants=A%0AB', '/secret-santa/#section']) {
      expect(at(address), address).toBe(true);
    }
  });

  it('a secret query parameter holds one, on any page and in any spelling', () => {
    for (const address of ['/qr-code/?type=wifi&reseau=Maison&mot-de-passe=s3cret', '/qr-code/?mot-de-passe=', '/qr-code?mot-de-passe&type=wifi', '/?mot-de-passe=x', '/qr-code/?type=wifi&mot%2Dde%2Dpasse=x']) {
      expect(at(address), address).toBe(true);
    }
    expect(at('/qr-code/?type=wifi&reseau=Maison')).toBe(false);
    expect(at('/mot-de-passe/?longueur=20')).toBe(false);
  });

  it('any other page holds none', () => {
    for (const address of ['/', '/ttc-ht/', '/tirage-au-sort/', '/ttc-ht/?tirage=AbC', '/ttc-ht/#section', '/mentions-legales', '/secret-santa-2/']) {
      expect(at(address), address).toBe(false);
    }
  });

  it('names pages of the registry, and the Secret Santa’s reveal links use its key', () => {
    for (const { path } of SECRET_FRAGMENTS) expect(byPath(TOOLS, path)?.path).toBe(path);
    expect(byPath(TOOLS, SANTA_REVEAL.path)?.id).toBe('secret-santa');
    expect(encodeReveal({ giver: 'A', receiver: 'B' }, seededRandom(2))).toMatch(new RegExp(`^${SANTA_REVEAL.key}=`));
  });
});
