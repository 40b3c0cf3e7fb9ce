import { FlaskConical } from 'lucide-react';
import { defineTool } from '../../components/tool/defineTool';
import type { ToolPage, ToolSeo } from '../../components/tool/types';

const tool = defineTool({
  id: 'ab-test',
  path: '/ab-test/',
  title: 'Calculateur de test A/B',
  pageTitle: 'Test A/B\u00a0: calculateur de significativité statistique gratuit',
  description: 'Comparez deux variantes et sachez si leur écart de taux de conversion est statistiquement significatif.',
  categories: ['marketing', 'conversion'],
  popup: 'inline',
  searchTerms: ['ab test', 'test ab', 'a b', 'ab testing', 'split test', 'significativite', 'significatif', 'statistique', 'confiance', 'variante', 'variantes', 'gagnant', 'taux de conversion', 'experimentation', 'test z', 'valeur p', 'taille d echantillon', 'taille echantillon', 'calcul echantillon', 'duree test ab', 'duree test a/b', 'combien de visiteurs', 'puissance', 'puissance statistique', 'effet minimal detectable', 'mde', 'evan miller', 'planifier un test', 'srm', 'sample ratio mismatch', 'desequilibre de repartition', 'seuil de confiance', 'seuil 99', 'seuil 90', 'bonferroni', 'a/b/c'],
});
export default tool;

export const page: ToolPage = { tool, icon: FlaskConical, view: () => import('./AbTestTool') };

export const seo: ToolSeo = {
  tool,
  description: 'Comparez les taux de conversion de deux variantes, obtenez le niveau de confiance, l’amélioration relative et l’intervalle de confiance, et sachez si la variante gagnante l’est vraiment (seuil de 90, 95 ou 99\u00a0%, alerte SRM). Planifiez aussi la taille d’échantillon et la durée du test.',
  keywords: ['test a/b', 'calculateur ab test', 'significativité statistique', 'ab testing', 'niveau de confiance test ab', 'taille d’échantillon test ab', 'durée test a/b', 'sample ratio mismatch'],
};
