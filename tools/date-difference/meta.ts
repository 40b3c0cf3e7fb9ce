import { CalendarDays } from 'lucide-react';
import { defineTool } from '../defineTool';

export default defineTool({
  id: 'date-difference',
  path: '/jours-entre-dates/',
  title: 'Calculateur de jours entre deux dates',
  description: 'Comptez les jours entre deux dates, avec l’équivalent en semaines et le total en comptant le jour de départ.',
  categories: ['utilities'],
  icon: CalendarDays,
  popup: 'inline',
  load: () => import('./DateDifferenceTool'),
  searchTerms: ['jours', 'nombre de jours', 'jours entre deux dates', 'date', 'dates', 'duree', 'delai', 'ecart', 'difference', 'calendrier', 'semaines', 'compte a rebours', 'anciennete', 'retractation', 'combien de jours', 'jours ouvres', 'jours ouvrables', 'jours feries', 'feries', 'alsace-moselle', 'alsace moselle', 'paques', 'ajouter des jours', 'date plus jours', 'echeance', 'annees mois jours'],
  seo: {
    title: 'Nombre de jours entre deux dates\u00a0: calculateur gratuit',
    description: 'Calculez le nombre de jours entre deux dates, en semaines et jours et en comptant le jour de départ. Années bissextiles et changement d’heure pris en compte. Gratuit, sans inscription.',
    keywords: ['nombre de jours entre deux dates', 'calcul jours entre deux dates', 'calculer une durée en jours', 'combien de jours', 'différence entre deux dates'],
  },
});
