import type { ToolContent } from '../../components/tool/types';

// Typography: a no-break space (U+00A0) precedes : ; ! ? % and closes/opens « ».
export const content: ToolContent = {
  howTo: [
    'Saisissez les participants, un prénom par ligne (au moins 3, chaque nom une seule fois).',
    'Ajoutez si besoin des exclusions : deux personnes qui ne doivent pas se tirer l’une l’autre, par exemple un couple. Cochez « Dans un seul sens » quand seule la première ne doit pas offrir à la seconde (par exemple pour éviter la paire de l’an dernier) : la seconde peut encore lui offrir.',
    'Ajoutez si besoin des paires forcées : « Alice offre à Bob », quand un cadeau est déjà prévu.',
    'Indiquez si vous le souhaitez un budget par cadeau et la date de l’échange : ils figurent dans chaque message copié (« Marie, tu offres un cadeau à Paul, budget 20 €, échange le 19 décembre 2026 »).',
    'Cliquez sur « Générer » : chaque participant reçoit la personne à qui il offrira un cadeau.',
    'Envoyez à chacun son lien secret (« Copier le lien de Marie ») sans l’ouvrir : en l’ouvrant, Marie voit uniquement son propre tirage, et vous ne voyez pas le tirage de quiconque.',
    'Les résultats restent masqués : cliquez sur « Révéler » pour voir une seule ligne, ou sur « Copier » pour l’envoyer par message privé à la personne concernée sans la lire. Ainsi, l’organisateur peut participer lui aussi.',
  ],
  about: {
    what:
      'Ce générateur organise un Secret Santa (ou « Père Noël secret ») : il attribue à chaque participant une personne à qui offrir un cadeau, de sorte que chacun offre un cadeau et en reçoive un. Personne ne se tire soi-même, les exclusions sont respectées dans les deux sens (ou dans un seul, si vous le choisissez) et les paires forcées sont appliquées telles quelles. Le tirage a lieu dans votre navigateur : aucune liste n’est envoyée ni conservée.',
    why:
      'Tirer des papiers dans un bonnet oblige à tout recommencer dès que quelqu’un pioche son propre nom, ne fonctionne pas avec une équipe en télétravail et ne sait pas éviter qu’un couple se tire mutuellement. Un tirage automatique règle ces contraintes en une seconde, pour la famille, les amis ou les collègues, et reste équitable : chaque combinaison possible a la même chance.',
    how: [
      'L’outil vérifie d’abord qu’au moins une combinaison respecte toutes les contraintes, grâce à un algorithme de couplage (recherche de chemins augmentants dans le graphe « qui peut offrir à qui »). Si aucune n’existe, il le dit immédiatement au lieu de chercher en vain. Sinon, il tire au hasard parmi toutes les combinaisons valides, chacune avec la même probabilité : il mélange les participants (algorithme de Fisher-Yates, nombres issus de crypto.getRandomValues sans biais) et garde le premier ordre qui respecte les contraintes.',
      'Quand les contraintes sont si nombreuses que ces ordres deviennent rares, il compte exactement les combinaisons valides et tire directement l’une d’elles (jusqu’à 20 personnes par groupe de contraintes). Au-delà, dans le cas rare où presque aucun ordre ne convient (des dizaines d’exclusions par personne), il part d’une combinaison valide et la mélange par des milliers d’échanges aléatoires qui respectent toutes les contraintes : le résultat est toujours valide et obtenu en moins d’une seconde, même à 500 participants, et chaque combinaison a une probabilité très proche, mais pas rigoureusement égale, des autres.',
      'Avec 5 participants sans contrainte, il existe 44 combinaisons (le nombre de dérangements de 5 éléments) et chacune sort avec une probabilité de 1 sur 44. Une exclusion dans un seul sens retire seulement la paire « A offre à B » : avec 3 participants A, B et C, il reste une seule combinaison (A offre à C, C à B, B à A), contre aucune avec une exclusion dans les deux sens.',
      'Les liens secrets : chaque lien est l’adresse publique de cet outil suivie de « #tirage= » et d’un code qui contient le prénom du participant, celui de la personne à qui il offre, le budget et la date. Ce qui suit le « # » d’une adresse n’est jamais envoyé à un serveur par le navigateur : ni notre hébergeur ni personne sur le réseau ne voit le tirage. Le code est brouillé par une clé aléatoire contenue dans le lien lui-même, si bien qu’aucun prénom ne s’y lit et que deux liens ne se ressemblent pas.',
      'Soyons clairs : ce n’est pas un chiffrement. Toute personne qui ouvre un lien, ou qui le décode, découvre le tirage qu’il contient. Les liens protègent seulement contre une lecture involontaire : l’organisateur qui les copie et les envoie sans les ouvrir ne connaît pas le tirage, et chaque participant ne voit que le sien. Transmettez-les par message privé, pas dans un groupe. Les liens pointent toujours vers le site public, même depuis l’extension, pour que les participants sans extension puissent les ouvrir.',
    ],
    tips: [
      'Vous organisez et participez ? Ne lisez pas le résultat complet : confiez la génération à une personne qui ne participe pas, ou copiez chaque ligne dans un message privé à son destinataire sans regarder les autres, puis fermez la page. Vous découvrirez votre propre tirage comme tout le monde.',
      'Excluez les couples et, si vous le souhaitez, les paires de l’an dernier pour varier. Gardez les paires forcées pour les cas utiles : chacune est connue de l’organisateur et réduit la part de surprise.',
      'Trop de contraintes peuvent rendre le tirage impossible, par exemple avec 3 participants dont 2 s’excluent. Retirez alors une exclusion ou une paire forcée.',
      'Fixez dès l’annonce un budget (par exemple 20 €), une date de remise et, pourquoi pas, une liste d’envies par personne : le budget et la date saisis ici sont repris dans les messages et les liens.',
      'Pour changer des années précédentes sans interdire l’inverse, ajoutez « Marie n’offre pas à Paul » dans un seul sens : Paul pourra toujours tirer Marie.',
      'Donnez à chacun un nom distinct : ajoutez l’initiale du nom de famille si deux participants portent le même prénom.',
    ],
  },
};
