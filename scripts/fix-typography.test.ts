import { describe, expect, it } from 'vitest';
import { fixJson, fixProse, fixSource } from './fix-typography.mjs';

describe('npm run fix:typography', () => {
  it('puts the no-break spaces and the apostrophe of French prose', () => {
    expect(fixProse('Prix : 12 € ou 15 % ; « oui » ! l\\\'outil ?', "'")).toBe('Prix\u00a0: 12\u00a0€ ou 15\u00a0%\u00a0; «\u00a0oui\u00a0»\u00a0! l’outil\u00a0?');
    expect(fixProse("Jusqu'à 10 000 lignes par fichier", '"')).toBe('Jusqu’à 10\u202f000 lignes par fichier');
  });

  it('leaves code alone: addresses, paths, short strings', () => {
    for (const code of ['https://exemple.fr/a : b c', './a : b c', 'a :b', 'Total :', 'input:is([type="text"], :not([type])), textarea']) expect(fixProse(code, "'")).toBe(code);
  });

  it('fixes string literals and template texts only, never comments, regular expressions or JSX text', () => {
    const source = [
      "// Exemple : l'été à Paris",
      "const a = 'Montant TTC : au moins 1 €';",
      'const b = `Entre ${min} et ${max} : choisissez un nombre`;',
      "const c = /a : b c/;",
      'const d = <p title="Votre texte : 3 mots au plus">Texte : ici</p>;',
    ].join('\n');
    expect(fixSource(source, 'example.tsx').split('\n')).toEqual([
      "// Exemple : l'été à Paris",
      "const a = 'Montant TTC\u00a0: au moins 1\u00a0€';",
      'const b = `Entre ${min} et ${max}\u00a0: choisissez un nombre`;',
      "const c = /a : b c/;",
      'const d = <p title="Votre texte\u00a0: 3 mots au plus">Texte : ici</p>;',
    ]);
  });

  it('fixes the strings of a JSON data file', () => {
    expect(fixJson('{"quote": "Enfin un outil simple !", "name": "Julie"}')).toBe('{"quote": "Enfin un outil simple\u00a0!", "name": "Julie"}');
  });
});
