import type { ToolContent } from '../../components/tool/types';

export const content: ToolContent = {
  howTo: [
    'Saisissez le montant connu, avec ou sans décimales (12,5 ou 12.5).',
    'Choisissez le sens du calcul : « TTC vers HT » pour retrouver le prix hors taxes, « HT vers TTC » pour ajouter la TVA.',
    'Sélectionnez le taux de TVA applicable : 20 %, 10 %, 8,5 % (DOM), 5,5 % ou 2,1 %, ou « Autre taux » pour en saisir un autre.',
    'Lisez le résultat : prix HT, montant de la TVA et prix TTC, arrondis au centime.',
    'Pour tout un tarif, choisissez « Une liste de prix » : collez une colonne de prix ou un tableau (références, désignations, prix, taux de TVA par ligne), ou importez un fichier .csv ou .xlsx, puis copiez le tableau converti ou téléchargez-le en .csv.',
  ],
  about: {
    what:
      'Ce convertisseur passe d’un prix toutes taxes comprises (TTC) à un prix hors taxes (HT) et inversement, en détaillant le montant de la TVA. Il propose les cinq taux français : 20 % (taux normal), 10 % (taux intermédiaire : restauration, travaux de rénovation, transports), 5,5 % (taux réduit : produits alimentaires, livres, énergie), 2,1 % (taux particulier : médicaments remboursables, presse) et 8,5 % (taux normal de la Guadeloupe, de la Martinique et de La Réunion), ainsi que tout autre taux.',
    why:
      'Un devis fournisseur est souvent exprimé en HT quand votre client, lui, compare des prix TTC. Fixer un prix de vente, calculer une marge ou préparer une déclaration de TVA demande de passer de l’un à l’autre sans erreur d’arrondi.',
    how: [
      'Prix HT = prix TTC ÷ (1 + taux/100), soit TTC ÷ 1,20 au taux normal, ÷ 1,10 au taux intermédiaire et ÷ 1,055 au taux réduit. Prix TTC = prix HT × (1 + taux/100).',
      'Depuis le montant de la TVA : prix HT = TVA × 100 ÷ taux et prix TTC = TVA × (100 + taux) ÷ taux, soit 20 € de TVA à 20 % pour 100 € HT et 120 € TTC (à 0 %, la TVA est nulle et ne dit rien du prix). Les montants sont arrondis au centime et la TVA est la différence des deux, comme sur une facture : 120 € TTC à 20 % donnent 100 € HT et 20 € de TVA.',
    ],
    tips: [
      'Ne retirez jamais 20 % d’un prix TTC pour obtenir le HT : 120 € − 20 % = 96 €, alors que le bon prix HT est 100 €.',
      'Les taux particuliers de la Corse et les autres taux d’outre-mer se saisissent avec « Autre taux » : vérifiez le taux de votre produit sur impots.gouv.fr.',
      'Pour vos marges et votre ROAS, raisonnez en HT : la TVA collectée ne vous appartient pas, vous la reversez à l’État.',
      'Sur une facture de plusieurs lignes, arrondissez la TVA ligne par ligne ou sur le total, mais de façon constante. Le mode « Une liste de prix » arrondit chaque prix au centime et additionne les montants arrondis : les totaux sont ceux que donne la somme de la colonne dans votre tableur.',
    ],
  },
};
