/** The texts the signature tool shows as it is used (its page's how-to and explanations are in content.ts). */

/** Messages of the export buttons (SPEC.md section 7 for the copy). */
export const exportMessages = {
  copied: 'Signature copiée dans le presse-papiers !',
  copyFailed:
    'Impossible de copier : votre navigateur a refusé l’accès au presse-papiers. Sélectionnez l’aperçu et copiez-le avec Ctrl+C (Cmd+C sur Mac).',
  downloaded: 'Image téléchargée : signature-email.png (600 × 200 pixels).',
  downloadedWithoutPhoto:
    'Image téléchargée sans la photo : son serveur n’autorise pas les autres sites à la lire (en-têtes CORS absents). La signature copiée, elle, affiche bien la photo.',
  downloadFailed: 'Impossible de créer l’image PNG. Réessayez, ou faites une capture d’écran de l’aperçu.',
  tooLong:
    'Votre signature dépasse 10 000 caractères de code HTML : Gmail la refusera. Raccourcissez les textes, retirez des liens ou choisissez le modèle Minimaliste.',
} as const;
