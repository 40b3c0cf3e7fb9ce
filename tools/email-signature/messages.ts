/** The export buttons' failure messages (SPEC.md section 7 for the copy). */
export const exportFailures = {
  copyFailed:
    'Impossible de copier : votre navigateur a refusé l’accès au presse-papiers. Sélectionnez l’aperçu et copiez-le avec Ctrl+C (Cmd+C sur Mac).',
  downloadFailed: 'Impossible de créer l’image PNG. Réessayez, ou faites une capture d’écran de l’aperçu.',
} as const;

/** An export done (SPEC.md section 7 for the copy), or a signature too long for Gmail. */
export const doneMessages = {
  copied: 'Signature copiée dans le presse-papiers !',
  downloaded: 'Image téléchargée : signature-email.png (600 × 200 pixels).',
  downloadedWithoutPhoto:
    'Image téléchargée sans la photo : son serveur n’autorise pas les autres sites à la lire (en-têtes CORS absents). La signature copiée, elle, affiche bien la photo.',
  tooLong:
    'Votre signature dépasse 10 000 caractères de code HTML : Gmail la refusera. Raccourcissez les textes, retirez des liens ou choisissez le modèle Minimaliste.',
} as const;
