/** « Installer la signature »: step by step, how to paste the copied signature into each mail client. */

export interface InstallGuide {
  id: string;
  client: string;
  steps: readonly string[];
  /** What this client shows and how it treats the signature. */
  note: string;
}

/** Step-by-step installation of the copied signature in each mail client. */
export const installGuides: readonly InstallGuide[] = [
  {
    id: 'gmail',
    client: 'Gmail (ordinateur)',
    steps: [
      'Cliquez sur « Copier le HTML » ci-dessus.',
      'Dans Gmail, cliquez sur la roue dentée en haut à droite, puis sur « Voir tous les paramètres ».',
      'Dans l’onglet « Général », descendez jusqu’à la rubrique « Signature » et cliquez sur « Créer ».',
      'Donnez un nom à la signature, cliquez dans la zone de texte et collez avec Ctrl+V (Cmd+V sur Mac).',
      'Sous « Signature par défaut », choisissez-la pour les nouveaux e-mails et pour les réponses et transferts.',
      'Tout en bas de la page, cliquez sur « Enregistrer les modifications ».',
    ],
    note: 'Gmail affiche la photo, ronde, et les liens en couleur. Il refuse les signatures de plus de 10 000 caractères et les images intégrées au code (data:), d’où les liens texte pour les réseaux sociaux. L’application mobile Gmail utilise une signature texte à part.',
  },
  {
    id: 'outlook-new',
    client: 'Nouvel Outlook et Outlook sur le web',
    steps: [
      'Cliquez sur « Copier le HTML » ci-dessus.',
      'Dans Outlook, ouvrez les paramètres (roue dentée en haut à droite), puis « Comptes » et « Signatures ».',
      'Cliquez sur « + Nouvelle signature » et donnez-lui un nom.',
      'Cliquez dans la zone d’édition et collez avec Ctrl+V (Cmd+V sur Mac).',
      'Dans « Sélectionner les signatures par défaut », choisissez-la pour les nouveaux messages et pour les réponses et transferts.',
      'Cliquez sur « Enregistrer ».',
    ],
    note: 'Le nouvel Outlook pour Windows et Outlook sur le web (Microsoft 365, Outlook.com) affichent la photo ronde et les couleurs. Ils peuvent bloquer les images jusqu’à ce que le destinataire les autorise : le nom s’affiche alors à la place de la photo.',
  },
  {
    id: 'outlook-classic',
    client: 'Outlook classique (Windows)',
    steps: [
      'Cliquez sur « Copier le HTML » ci-dessus.',
      'Dans Outlook, ouvrez le menu « Fichier », puis « Options » et « Courrier ».',
      'Cliquez sur le bouton « Signatures… », puis sur « Nouveau », et nommez la signature.',
      'Cliquez dans la zone « Modifier la signature » et collez avec Ctrl+V.',
      'À droite, choisissez-la pour les « Nouveaux messages » et pour les « Réponses/transferts ».',
      'Validez avec « OK », puis encore « OK ».',
    ],
    note: 'Outlook classique met en page avec le moteur de Word : la signature, faite de tableaux, y garde sa disposition, mais les coins arrondis sont ignorés (la photo apparaît carrée) et les images distantes peuvent être bloquées tant que le destinataire ne les a pas autorisées.',
  },
  {
    id: 'apple-mail',
    client: 'Apple Mail (Mac)',
    steps: [
      'Cliquez sur « Copier le HTML » ci-dessus (depuis Safari ou Chrome sur votre Mac).',
      'Dans Mail, ouvrez le menu « Mail », puis « Réglages… » (ou « Préférences… ») et l’onglet « Signatures ».',
      'Choisissez le compte à gauche, puis cliquez sur « + » sous la liste du milieu et nommez la signature.',
      'Décochez « Toujours utiliser ma police par défaut », sinon Mail remplace vos polices et vos couleurs.',
      'Cliquez dans la zone de droite, effacez le texte proposé et collez avec Cmd+V.',
      'Fermez la fenêtre : la signature est enregistrée. Choisissez-la dans le menu « Signature » d’un nouveau message.',
    ],
    note: 'Apple Mail affiche la photo ronde, les couleurs et les liens. Sur iPhone et iPad, la signature se règle à part (Réglages, puis Mail, puis Signature) et n’y garde que le texte.',
  },
];

/** The section's inside: its heading, then one folded guide per mail client. */
export default function InstallGuides() {
  return (
    <>
      <h2 id="sig-install-title" className="sig-section__title">
        Installer la signature
      </h2>
      {installGuides.map((guide) => (
        <details key={guide.id} className="sig-install__client">
          <summary>{guide.client}</summary>
          <ol>
            {guide.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="field__hint">{guide.note}</p>
        </details>
      ))}
    </>
  );
}
