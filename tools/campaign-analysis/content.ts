import type { ToolContent } from '../../components/tool/types';

export const content: ToolContent = {
  howTo: [
    'Dans Google Ads, Meta Ads Manager, Microsoft Advertising ou LinkedIn Campaign Manager, téléchargez le rapport de vos campagnes en CSV ou en Excel (ou copiez le tableau depuis Google Sheets ou Excel).',
    'Importez le fichier ou collez le tableau dans le champ «\u00a0Export de campagnes\u00a0».',
    'Vérifiez les colonnes lues (Coût, Impressions, Clics, Conversions, Valeur de conv.) et corrigez-en une au besoin.',
    'Indiquez votre marge pour voir le ROAS de rentabilité, puis triez le tableau en cliquant sur l’en-tête d’une colonne.',
    'Copiez le tableau pour le coller dans un tableur, ou téléchargez-le en CSV ou en Excel.',
  ],
  about: {
    what: 'Cet outil lit un export de campagnes publicitaires et calcule, pour chaque campagne et pour le total, le CPC, le CPM, le CTR, le CPA, le taux de conversion et le ROAS.',
    why: [
      'Les interfaces publicitaires montrent leurs indicateurs, mais pas toujours ceux qu’il faut comparer, ni de la même manière d’une régie à l’autre.',
      'Ici, un export Google Ads et un export Meta se lisent de la même façon, en une fois, sans formule de tableur.',
    ],
    how: [
      'Les colonnes sont reconnues par leur nom habituel, en français ou en anglais («\u00a0Coût\u00a0», «\u00a0Montant dépensé (EUR)\u00a0», «\u00a0Clics sur un lien\u00a0», «\u00a0Résultats\u00a0», «\u00a0Conv. value\u00a0»…)\u00a0; les lignes de titre du rapport et ses lignes «\u00a0Total\u00a0» sont ignorées.',
      'CPC = coût ÷ clics\u00a0; CPM = coût ÷ impressions × 1\u00a0000\u00a0; CTR = clics ÷ impressions × 100\u00a0; CPA = coût ÷ conversions\u00a0; taux de conversion = conversions ÷ clics × 100\u00a0; ROAS = valeur des conversions ÷ coût\u00a0; ROAS de rentabilité = 100 ÷ marge.',
      'Le total additionne le coût, les impressions, les clics, les conversions et la valeur, puis calcule chaque indicateur à partir de ces sommes (jamais une moyenne des indicateurs des lignes). Un indicateur sans diviseur (aucun clic, aucune conversion) est affiché «\u00a0—\u00a0» plutôt que 0\u00a0: il n’existe pas.',
    ],
    tips: [
      'La meilleure et la moins bonne campagne sont surlignées selon le ROAS, ou le CPA quand l’export n’a pas de valeur de conversion, ou le CPC quand il n’a pas de conversions.',
      'Cochez «\u00a0Masquer les lignes sans dépense\u00a0» pour écarter les campagnes en veille.',
      'Le fichier .csv s’ouvre dans Excel en français (point-virgule et virgule décimale) ou au format international.',
      'Rien n’est envoyé\u00a0: l’export est lu et calculé dans votre navigateur.',
    ],
  },
};
