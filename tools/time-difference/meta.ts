import { Clock } from 'lucide-react';
import { defineTool } from '../../components/tool/defineTool';
import type { ToolPage, ToolSeo } from '../../components/tool/types';

const tool = defineTool({
  id: 'time-difference',
  path: '/difference-horaire/',
  title: 'Calculateur de différence horaire',
  pageTitle: 'Calcul de durée entre deux heures\u00a0: différence horaire en minutes',
  description: 'Calculez la durée entre deux heures, même après minuit, en minutes, en heures et minutes et en heures décimales.',
  categories: ['utilities'],
  popup: 'inline',
  searchTerms: ['heure', 'heures', 'horaire', 'duree', 'difference', 'ecart', 'minutes', 'temps', 'temps de travail', 'feuille de temps', 'heures decimales', 'minuit', 'calcul d heures', 'chrono', 'plages horaires', 'pause', 'pause dejeuner', 'total d heures', 'heures travaillees', 'badgeuse', 'pointage', 'timesheet'],
});
export default tool;

export const page: ToolPage = { tool, icon: Clock, view: () => import('./TimeDifferenceTool') };

export const seo: ToolSeo = {
  tool,
  description: 'Calculez la durée entre deux heures au format HH:MM, même de part et d’autre de minuit, en minutes, en heures et minutes et en heures décimales pour vos feuilles de temps. Gratuit.',
  keywords: ['calcul durée entre deux heures', 'différence horaire', 'calcul heures minutes', 'heures décimales', 'calculer un temps de travail'],
};
