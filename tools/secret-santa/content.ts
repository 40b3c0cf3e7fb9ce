import type { ToolContent } from '../types';

// Typography: a no-break space (U+00A0) precedes : ; ! ? % and closes/opens « ».
export const content: ToolContent = {
  howTo: [
    'Saisissez les participants, un prénom par ligne (au moins 3, chaque nom une seule fois).',
    'Ajoutez si besoin des exclusions : deux personnes qui ne doivent pas se tirer l’une l’autre, par exemple un couple.',
    'Ajoutez si besoin des paires forcées : « Alice offre à Bob », quand un cadeau est déjà prévu.',
    'Cliquez sur « Générer » : chaque participant reçoit la personne à qui il offrira un cadeau.',
    'Les résultats restent masqués : cliquez sur « Révéler » pour voir une seule ligne, ou sur « Copier » pour l’envoyer par message privé à la personne concernée sans la lire. Ainsi, l’organisateur peut participer lui aussi.',
  ],
  about: {
    what:
      'Ce générateur organise un Secret Santa (ou « Père Noël secret ») : il attribue à chaque participant une personne à qui offrir un cadeau, de sorte que chacun offre un cadeau et en reçoive un. Personne ne se tire soi-même, les exclusions sont respectées dans les deux sens et les paires forcées sont appliquées telles quelles. Le tirage a lieu dans votre navigateur : aucune liste n’est envoyée ni conservée.',
    why:
      'Tirer des papiers dans un bonnet oblige à tout recommencer dès que quelqu’un pioche son propre nom, ne fonctionne pas avec une équipe en télétravail et ne sait pas éviter qu’un couple se tire mutuellement. Un tirage automatique règle ces contraintes en une seconde, pour la famille, les amis ou les collègues, et reste équitable : chaque combinaison possible a la même chance.',
    how:
      'L’outil vérifie d’abord qu’au moins une combinaison respecte toutes les contraintes, grâce à un algorithme de couplage (recherche de chemins augmentants dans le graphe « qui peut offrir à qui »). Si aucune n’existe, il le dit immédiatement au lieu de chercher en vain. Sinon, il tire au hasard parmi toutes les combinaisons valides, chacune avec la même probabilité : il mélange les participants (algorithme de Fisher-Yates, nombres issus de crypto.getRandomValues sans biais) et garde le premier ordre qui respecte les contraintes. Quand les contraintes sont si nombreuses que ces ordres deviennent rares, il compte exactement les combinaisons valides et tire directement l’une d’elles (jusqu’à 20 personnes par groupe de contraintes). Au-delà, dans le cas rare où presque aucun ordre ne convient (des dizaines d’exclusions par personne), il part d’une combinaison valide et la mélange par des milliers d’échanges aléatoires qui respectent toutes les contraintes : le résultat est toujours valide et obtenu en moins d’une seconde, même à 500 participants, et chaque combinaison a une probabilité très proche, mais pas rigoureusement égale, des autres. Avec 5 participants sans contrainte, il existe 44 combinaisons et chacune sort avec une probabilité de 1 sur 44.',
    tips: [
      'Vous organisez et participez ? Ne lisez pas le résultat complet : confiez la génération à une personne qui ne participe pas, ou copiez chaque ligne dans un message privé à son destinataire sans regarder les autres, puis fermez la page. Vous découvrirez votre propre tirage comme tout le monde.',
      'Excluez les couples et, si vous le souhaitez, les paires de l’an dernier pour varier. Gardez les paires forcées pour les cas utiles : chacune est connue de l’organisateur et réduit la part de surprise.',
      'Trop de contraintes peuvent rendre le tirage impossible, par exemple avec 3 participants dont 2 s’excluent. Retirez alors une exclusion ou une paire forcée.',
      'Fixez dès l’annonce un budget (par exemple 20 €), une date de remise et, pourquoi pas, une liste d’envies par personne.',
      'Donnez à chacun un nom distinct : ajoutez l’initiale du nom de famille si deux participants portent le même prénom.',
    ],
  },
};
