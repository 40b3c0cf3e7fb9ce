/**
 * French stop words for slugs: the short function words (articles, prepositions, pronouns, conjunctions,
 * elided forms) that search engines ignore and that only lengthen a URL. Lowercase, accented as written.
 *
 * Left out on purpose, because dropping them changes the meaning of a title: negations and quantities
 * (pas, sans, plus, moins, non, peu, très), question words (où, quand, comment, pourquoi, quoi, combien),
 * `contre`, `après`, `avant`, `depuis`; and words that are also common nouns in shop and article titles:
 * `été` (summer), `or` (gold), `car` (coach), `vers` (verse, worm), `est` (east: « l’Est »).
 */
export const FRENCH_STOP_WORDS: ReadonlySet<string> = new Set([
  // Articles and their contractions, elided forms.
  'le', 'la', 'les', 'l', 'un', 'une', 'des', 'du', 'de', 'd', 'au', 'aux',
  // Prepositions.
  'à', 'a', 'en', 'dans', 'par', 'pour', 'sur', 'sous', 'avec', 'chez', 'entre',
  // Conjunctions.
  'et', 'ou', 'mais', 'donc', 'ni', 'que', 'qu',
  // Personal and reflexive pronouns, elided forms.
  'je', 'j', 'tu', 'il', 'elle', 'on', 'nous', 'vous', 'ils', 'elles', 'me', 'm', 'te', 't', 'se', 's', 'y',
  'lui', 'leur', 'leurs', 'eux',
  // Demonstratives and relatives.
  'ce', 'c', 'cet', 'cette', 'ces', 'ça', 'ca', 'qui', 'dont',
  // Possessives.
  'mon', 'ma', 'mes', 'ton', 'ta', 'tes', 'son', 'sa', 'ses', 'notre', 'nos', 'votre', 'vos',
  // Auxiliary form and the particle of negation (its partner « pas » is kept).
  'sont', 'ne', 'n',
]);
