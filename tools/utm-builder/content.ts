import type { ToolContent } from '../../components/tool/types';

export const content: ToolContent = {
  howTo: [
    'Collez l’adresse de la page de destination. Si vous omettez https://, l’outil l’ajoute : vérifiez que votre site répond bien en https.',
    'Choisissez la source (google, facebook, newsletter…, ou une valeur personnalisée) et le support (cpc, email, social…).',
    'Donnez un nom de campagne et, si besoin, un terme (le mot-clé acheté) et un contenu (pour distinguer deux liens ou deux visuels).',
    'Copiez l’URL générée et utilisez-la dans votre annonce, votre e-mail, votre publication ou votre QR code.',
    'Vous reprenez souvent la même combinaison ? Donnez-lui un nom et enregistrez-la comme modèle : un clic sur « Appliquer » la remet en place.',
    'Pour baliser beaucoup de pages d’un coup, choisissez « En masse », collez une adresse par ligne, puis copiez toutes les URL ou téléchargez le tableau en CSV.',
  ],
  about: {
    what:
      'Le générateur d’URL UTM ajoute à une adresse les paramètres de suivi utm_source, utm_medium, utm_campaign, utm_term et utm_content. Google Analytics et la plupart des outils de mesure d’audience les lisent pour attribuer chaque visite à sa source, à son support et à sa campagne.',
    why:
      'Sans UTM, une visite venue d’une newsletter ou d’une story Instagram arrive souvent en trafic direct ou référent, sans nom de campagne, et vous ne savez pas quelle action a généré vos ventes. Avec des liens balisés, vous comparez vos campagnes, calculez le coût par acquisition de chacune et justifiez votre budget.',
    how: [
      'Les valeurs sont nettoyées (espaces de début et de fin retirées) et mises en minuscules, les champs vides sont ignorés, puis les paramètres sont ajoutés dans l’ordre utm_source, utm_medium, utm_campaign, utm_term, utm_content : après « ? », ou après « & » si l’adresse contient déjà des paramètres, qui sont conservés tels quels. Ils sont insérés avant une éventuelle ancre (#section), et un paramètre UTM déjà présent dans l’adresse est remplacé par le vôtre.',
      'Les caractères spéciaux sont encodés (& → %26, espace → %20, é → %C3%A9) pour arriver intacts. Exemple : l’adresse exemple.fr/soldes#femme, la source newsletter, le support email et la campagne Soldes-Ete-2025 donnent https://exemple.fr/soldes?utm_source=newsletter&utm_medium=email&utm_campaign=soldes-ete-2025#femme. Une adresse qui n’est pas une page web (texte quelconque, javascript:, mailto:…) affiche « Veuillez entrer une URL valide ».',
    ],
    tips: [
      'Paramètres GA4 : Google Analytics 4 lit aussi utm_id (l’identifiant de campagne, qui sert à rapprocher les données de coût importées), utm_source_platform (la plateforme d’achat, par exemple search ads 360 ou dv360), utm_creative_format (le format de la création : display, native, video…) et utm_marketing_tactic (la tactique : remarketing, prospecting…). Ce sont les noms exacts de la page d’aide de Google « [GA4] URL builders ». Ils sont ajoutés après les cinq paramètres classiques, seulement s’ils sont remplis.',
      'Les modèles (nom → source, support, campagne) sont enregistrés sur cet appareil seulement, dans ce navigateur ou dans l’extension : rien n’est envoyé. Si une valeur saisie ressemble à celle d’un modèle sans être identique (accents, espaces, tirets ou majuscules), l’outil vous prévient : GA4 compterait « soldes été » et « soldes-ete » comme deux campagnes différentes, comme il sépare « Facebook » et « facebook ». L’outil met déjà tout en minuscules ; le bouton « Corriger » reprend l’écriture du modèle.',
      'Mode en masse : les mêmes paramètres sont ajoutés à chaque ligne non vide (jusqu’à 5 000), une ligne qui n’est pas une adresse web est signalée avec son numéro. Le fichier CSV est en UTF-8 avec une marque d’ordre des octets (BOM), pour qu’Excel affiche bien les accents, et ses colonnes sont séparées par des points-virgules, le séparateur qu’attend Excel en français (la virgule y sert aux décimales) ; les champs qui contiennent un point-virgule, un guillemet ou un saut de ligne sont entre guillemets, selon la norme RFC 4180. Google Sheets et LibreOffice détectent le point-virgule à l’import.',
      'Plan de marquage : les colonnes sont reconnues par leur titre, sans tenir compte des accents ni des majuscules (url, lien ou adresse ; source ou utm_source ; medium, support ou utm_medium ; campaign, campagne ou utm_campaign ; term, terme ou mot-clé ; content ou contenu ; utm_id…), et « Changer les colonnes lues » corrige une erreur.',
      'Chaque ligne du plan dit ce qui a été changé (« Facebook » → « facebook ») et ce qu’il faut vérifier : URL invalide, source, support ou campagne manquants, espaces ou accents, et une même valeur écrite de deux façons dans le plan (majuscules, accents, espaces, ou fb et facebook, ig et instagram, li et linkedin, yt et youtube, tw, x et twitter, adwords et google, mail, e-mail, newsletter et email en support). Rien n’est corrigé à votre place.',
      'Fixez une convention de nommage et tenez-vous-y : tout en minuscules (les rapports séparent « Facebook » et « facebook »), des tirets plutôt que des espaces, sans accents, et toujours le même mot pour le même canal.',
      'Choisissez les supports que Google Analytics reconnaît pour ranger vos visites dans le bon canal : cpc pour la publicité au clic, email pour l’e-mailing, social pour les réseaux sociaux, display ou banner pour les bannières, affiliate pour l’affiliation. Un support non reconnu (« newsletter » en support au lieu de « email ») risque de finir dans le canal « Unassigned ».',
      'Ne balisez jamais les liens internes de votre site : un clic sur un lien UTM interne remplace la vraie source de la visite et fausse l’attribution de la vente.',
      'Servez-vous d’utm_content pour tester deux versions d’une même campagne : contenu « bouton-rouge » et « bouton-vert », et vous saurez quel visuel convertit le mieux.',
      'Pour Google Ads, préférez le marquage automatique (gclid) ; les UTM manuels servent surtout aux e-mails, aux réseaux sociaux, aux partenariats et aux QR codes. Notez chaque lien créé dans un tableau partagé pour que toute l’équipe garde la même nomenclature.',
    ],
  },
};
