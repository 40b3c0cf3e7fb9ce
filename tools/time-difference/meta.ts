import { Clock } from 'lucide-react';
import { defineTool } from '../defineTool';

export default defineTool({
  id: 'time-difference',
  path: '/difference-horaire/',
  title: 'Calculateur de différence horaire',
  description: 'Calculez la durée entre deux heures, même après minuit, en minutes, en heures et minutes et en heures décimales.',
  categories: ['utilities'],
  icon: Clock,
  popup: 'inline',
  load: () => import('./TimeDifferenceTool'),
  searchTerms: ['heure', 'heures', 'horaire', 'duree', 'difference', 'ecart', 'minutes', 'temps', 'temps de travail', 'feuille de temps', 'heures decimales', 'minuit', 'calcul d heures', 'chrono', 'plages horaires', 'pause', 'pause dejeuner', 'total d heures', 'heures travaillees', 'badgeuse', 'pointage', 'timesheet'],
  seo: {
    title: 'Calcul de durée entre deux heures\u00a0: différence horaire en minutes',
    description: 'Calculez la durée entre deux heures au format HH:MM, même de part et d’autre de minuit, en minutes, en heures et minutes et en heures décimales pour vos feuilles de temps. Gratuit.',
    keywords: ['calcul durée entre deux heures', 'différence horaire', 'calcul heures minutes', 'heures décimales', 'calculer un temps de travail'],
  },
});
