import type { ToolContent } from '../types';

export const content: ToolContent = {
  howTo: [
    'Collez l’adresse de la page de destination. Si vous omettez https://, l’outil l’ajoute : vérifiez que votre site répond bien en https.',
    'Choisissez la source (google, facebook, newsletter…, ou une valeur personnalisée) et le support (cpc, email, social…).',
    'Donnez un nom de campagne et, si besoin, un terme (le mot-clé acheté) et un contenu (pour distinguer deux liens ou deux visuels).',
    'Copiez l’URL générée et utilisez-la dans votre annonce, votre e-mail, votre publication ou votre QR code.',
  ],
  about: {
    what:
      'Le générateur d’URL UTM ajoute à une adresse les paramètres de suivi utm_source, utm_medium, utm_campaign, utm_term et utm_content. Google Analytics et la plupart des outils de mesure d’audience les lisent pour attribuer chaque visite à sa source, à son support et à sa campagne.',
    why:
      'Sans UTM, une visite venue d’une newsletter ou d’une story Instagram arrive souvent en trafic direct ou référent, sans nom de campagne, et vous ne savez pas quelle action a généré vos ventes. Avec des liens balisés, vous comparez vos campagnes, calculez le coût par acquisition de chacune et justifiez votre budget.',
    how:
      'Les valeurs sont nettoyées (espaces de début et de fin retirées) et mises en minuscules, les champs vides sont ignorés, puis les paramètres sont ajoutés dans l’ordre utm_source, utm_medium, utm_campaign, utm_term, utm_content : après « ? », ou après « & » si l’adresse contient déjà des paramètres, qui sont conservés tels quels. Ils sont insérés avant une éventuelle ancre (#section), et un paramètre UTM déjà présent dans l’adresse est remplacé par le vôtre. Les caractères spéciaux sont encodés (& → %26, espace → %20, é → %C3%A9) pour arriver intacts. Exemple : l’adresse exemple.fr/soldes#femme, la source newsletter, le support email et la campagne Soldes-Ete-2025 donnent https://exemple.fr/soldes?utm_source=newsletter&utm_medium=email&utm_campaign=soldes-ete-2025#femme. Une adresse qui n’est pas une page web (texte quelconque, javascript:, mailto:…) affiche « Veuillez entrer une URL valide ».',
    tips: [
      'Fixez une convention de nommage et tenez-vous-y : tout en minuscules (les rapports séparent « Facebook » et « facebook »), des tirets plutôt que des espaces, sans accents, et toujours le même mot pour le même canal.',
      'Choisissez les supports que Google Analytics reconnaît pour ranger vos visites dans le bon canal : cpc pour la publicité au clic, email pour l’e-mailing, social pour les réseaux sociaux, display ou banner pour les bannières, affiliate pour l’affiliation. Un support non reconnu (« newsletter » en support au lieu de « email ») risque de finir dans le canal « Unassigned ».',
      'Ne balisez jamais les liens internes de votre site : un clic sur un lien UTM interne remplace la vraie source de la visite et fausse l’attribution de la vente.',
      'Servez-vous d’utm_content pour tester deux versions d’une même campagne : contenu « bouton-rouge » et « bouton-vert », et vous saurez quel visuel convertit le mieux.',
      'Pour Google Ads, préférez le marquage automatique (gclid) ; les UTM manuels servent surtout aux e-mails, aux réseaux sociaux, aux partenariats et aux QR codes. Notez chaque lien créé dans un tableau partagé pour que toute l’équipe garde la même nomenclature.',
    ],
  },
};
