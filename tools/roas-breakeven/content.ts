import type { ToolContent } from '../../components/tool/types';

export const content: ToolContent = {
  howTo: [
    'Saisissez le prix de vente du produit (obligatoire) et choisissez sa TVA : sans TVA, 20 %, 10 %, 5,5 % ou un taux personnalisé.',
    'Saisissez vos coûts unitaires : prix d’achat, frais de livraison, frais bancaires et frais divers, chacun avec sa propre TVA. Un champ laissé vide compte pour 0.',
    'Lisez les montants hors taxes, la marge par vente, le taux de marge sur le prix de vente et le ROAS minimum pour être à l’équilibre.',
    'Comparez ce ROAS de rentabilité au ROAS réel de vos campagnes publicitaires : en dessous, chaque vente vous coûte de l’argent.',
  ],
  about: {
    what:
      'Le ROAS (Return On Ad Spend) mesure le chiffre d’affaires généré par chaque euro dépensé en publicité. Le ROAS de rentabilité, ou ROAS breakeven, est le seuil en dessous duquel vos campagnes perdent de l’argent une fois payés le produit, la livraison et les frais. Ce calculateur le déduit de vos prix et de vos coûts, TVA retirée.',
    why:
      'Un ROAS de 3 paraît excellent, mais si votre marge n’est que de 25 %, il vous faut un ROAS de 4 pour ne rien perdre. Connaître votre seuil vous permet de fixer des objectifs de ROAS cibles réalistes dans Google Ads ou Meta Ads, de couper les campagnes déficitaires et de savoir combien vous pouvez payer au maximum pour obtenir une vente.',
    how: [
      'Chaque montant est d’abord ramené hors taxes avec sa propre TVA : montant HT = montant ÷ (1 + taux de TVA). Marge = prix de vente HT − (achat HT + livraison HT + frais bancaires HT + frais divers HT). Taux de marge sur prix de vente (taux de marque) = marge ÷ prix de vente HT × 100. ROAS de rentabilité = 100 ÷ ce taux.',
      'Exemple : un produit vendu 60 € TTC (50 € HT), acheté 24 € TTC (20 € HT), expédié pour 6 € TTC (5 € HT) avec 1,50 € de frais bancaires laisse 23,50 € de marge, soit 47 % du prix HT : le ROAS de rentabilité vaut 100 ÷ 47 = 2,13. Chaque euro de publicité doit donc rapporter au moins 2,13 € de chiffre d’affaires HT. Si les coûts atteignent ou dépassent le prix de vente HT, aucun ROAS ne peut être rentable et l’outil vous le signale.',
      'Pour garder un profit par commande : CPA maximal à l’équilibre = marge par vente HT ; CPA maximal pour le profit visé = marge − profit ; ROAS cible = prix de vente HT ÷ (marge − profit), soit 100 ÷ (taux de marque − profit en %). Avec l’exemple ci-dessus et 10 % du prix HT à garder (5 €), il reste 18,50 € pour la publicité et le ROAS cible vaut 50 ÷ 18,50 = 2,70. Si le profit visé atteint la marge, aucun ROAS ne le permet.',
    ],
    tips: [
      'Le ROAS se compare sur la même base : ce seuil porte sur le chiffre d’affaires HT. Si votre plateforme publicitaire remonte des ventes TTC, multipliez le seuil par 1,2 (TVA à 20 %) avant de comparer.',
      'La marge par vente est aussi le coût d’acquisition maximal (CPA) que vous pouvez payer pour une commande sans perdre d’argent.',
      'N’oubliez pas les coûts qui passent inaperçus : commission de la solution de paiement (souvent 1,5 à 3 % du prix), emballage, retours et remboursements. Les frais bancaires sont en principe exonérés de TVA : choisissez « Sans TVA ».',
      'Visez un ROAS cible nettement au-dessus du seuil (souvent 1,5 fois) pour couvrir vos charges fixes et les écarts d’attribution entre la plateforme et vos ventes réelles.',
      'Si vos clients rachètent, raisonnez aussi en valeur vie client : un ROAS sous le seuil à la première commande peut rester rentable sur la durée.',
    ],
  },
};
