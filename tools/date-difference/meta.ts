import { CalendarDays } from 'lucide-react';
import { defineTool } from '../../components/tool/defineTool';
import type { ToolPage, ToolSeo } from '../../components/tool/types';

const tool = defineTool({
  id: 'date-difference',
  path: '/jours-entre-dates/',
  title: 'Calculateur de jours entre deux dates',
  pageTitle: 'Nombre de jours entre deux dates\u00a0: calculateur gratuit',
  description: 'Comptez les jours entre deux dates, avec l’équivalent en semaines et le total en comptant le jour de départ.',
  categories: ['utilities'],
  popup: 'inline',
  searchTerms: ['jours', 'nombre de jours', 'jours entre deux dates', 'date', 'dates', 'duree', 'delai', 'ecart', 'difference', 'calendrier', 'semaines', 'compte a rebours', 'anciennete', 'retractation', 'combien de jours', 'jours ouvres', 'jours ouvrables', 'jours feries', 'feries', 'alsace-moselle', 'alsace moselle', 'paques', 'ajouter des jours', 'date plus jours', 'echeance', 'annees mois jours'],
});
export default tool;

export const page: ToolPage = { tool, icon: CalendarDays, view: () => import('./DateDifferenceTool') };

export const seo: ToolSeo = {
  tool,
  description: 'Calculez le nombre de jours entre deux dates, en semaines et jours et en comptant le jour de départ. Années bissextiles et changement d’heure pris en compte. Gratuit, sans inscription.',
  keywords: ['nombre de jours entre deux dates', 'calcul jours entre deux dates', 'calculer une durée en jours', 'combien de jours', 'différence entre deux dates'],
};
