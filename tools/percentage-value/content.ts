import type { ToolContent } from '../../components/tool/types';

export const content: ToolContent = {
  howTo: [
    'Choisissez le calcul : prix remisé, pourcentage de remise ou marge commerciale.',
    'Pour un prix remisé, saisissez le prix initial et le pourcentage de remise : le prix final et l’économie s’affichent.',
    'Pour un pourcentage de remise, saisissez le prix initial et le prix remisé. En passant d’un mode de remise à l’autre, la valeur calculée est reprise automatiquement.',
    'Pour une marge commerciale, saisissez le prix de vente HT et le prix d’achat HT : l’outil affiche la marge en euros, le taux de marge et le taux de marque.',
    'Pour fixer un prix, choisissez « Prix de vente cible », saisissez le prix d’achat HT et l’objectif (taux de marge, taux de marque ou coefficient) : l’outil donne le prix de vente HT et TTC au taux de TVA choisi.',
    'Pour retrouver un prix barré, choisissez « Prix avant remise » et saisissez le prix remisé et le taux de remise.',
  ],
  about: {
    what:
      'Cet outil réunit les trois calculs de prix du quotidien d’un commerçant : appliquer une remise, retrouver le pourcentage d’une remise affichée et mesurer la marge réalisée sur un produit, avec ses deux taux, le taux de marge et le taux de marque.',
    why:
      'Soldes, codes promo, ventes flash : chaque remise doit rester compatible avec votre marge. Et lorsqu’un fournisseur, un expert-comptable ou un acheteur parle de « 30 % de marge », il faut savoir s’il s’agit du taux de marge ou du taux de marque, car l’écart de prix qui en résulte est considérable.',
    how: [
      'Prix remisé = prix initial × (1 − remise ÷ 100) : 59,90 € remisés de 15 % donnent 50,92 €, soit 8,98 € d’économie. Pourcentage de remise = (prix initial − prix remisé) ÷ prix initial × 100 : de 79,99 € à 49,99 €, la remise est de 37,5 %. Marge = prix de vente HT − prix d’achat HT.',
      'Le taux de marge rapporte cette marge au prix d’achat : marge ÷ prix d’achat × 100. Le taux de marque la rapporte au prix de vente : marge ÷ prix de vente × 100. Exemple : un article acheté 15 € HT et vendu 30 € HT dégage 15 € de marge, soit un taux de marge de 100 % et un taux de marque de 50 %.',
      'Le coefficient multiplicateur (prix de vente ÷ prix d’achat) vaut ici 2. Dans l’autre sens, à partir d’un objectif : prix de vente HT = prix d’achat HT × (1 + taux de marge ÷ 100), ou prix d’achat HT ÷ (1 − taux de marque ÷ 100), ou prix d’achat HT × coefficient ; prix TTC = prix HT × (1 + TVA ÷ 100).',
      'Exemple : 60 € HT achetés avec un taux de marque de 40 % se vendent 60 ÷ 0,6 = 100 € HT, soit 120 € TTC à 20 %. Le prix avant remise vaut prix remisé ÷ (1 − remise ÷ 100) : 80 € après 20 % de remise viennent de 100 €. Les montants sont arrondis au centime.',
    ],
    tips: [
      'Ne confondez pas les deux taux : le taux de marque est toujours plus petit que le taux de marge. Pour passer de l’un à l’autre : taux de marque = taux de marge ÷ (1 + taux de marge). Un taux de marge de 25 % correspond à un taux de marque de 20 %.',
      'Calculez la marge sur des prix hors taxes : la TVA collectée n’appartient pas au commerçant. Divisez un prix TTC par 1,2 (TVA à 20 %) avant de le saisir.',
      'Une remise ronge la marge plus vite qu’on ne le pense : avec un taux de marque de 40 %, une remise de 20 % fait perdre la moitié de la marge. Vérifiez le mode « Marge commerciale » avec le prix remisé avant de lancer une promotion.',
      'Deux remises successives ne s’additionnent pas : −30 % puis −20 % font −44 %, pas −50 %. Enchaînez les calculs en reprenant le prix remisé comme nouveau prix initial.',
    ],
  },
};
