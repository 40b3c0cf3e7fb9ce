/**
 * What the signature tool says once its output (output.ts) has loaded: an export done (SPEC.md section 7 for the
 * copy), or a signature too long for Gmail. In that chunk, never with the page (issue 13).
 */
export const doneMessages = {
  copied: 'Signature copiée dans le presse-papiers !',
  downloaded: 'Image téléchargée : signature-email.png (600 × 200 pixels).',
  downloadedWithoutPhoto:
    'Image téléchargée sans la photo : son serveur n’autorise pas les autres sites à la lire (en-têtes CORS absents). La signature copiée, elle, affiche bien la photo.',
  tooLong:
    'Votre signature dépasse 10 000 caractères de code HTML : Gmail la refusera. Raccourcissez les textes, retirez des liens ou choisissez le modèle Minimaliste.',
} as const;
