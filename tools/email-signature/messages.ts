/**
 * The export buttons' failure messages (SPEC.md section 7 for the copy): in the page itself, since they must show
 * whatever fails. What is shown once the signature's output has loaded is in doneMessages.ts.
 */
export const exportFailures = {
  copyFailed:
    'Impossible de copier : votre navigateur a refusé l’accès au presse-papiers. Sélectionnez l’aperçu et copiez-le avec Ctrl+C (Cmd+C sur Mac).',
  downloadFailed: 'Impossible de créer l’image PNG. Réessayez, ou faites une capture d’écran de l’aperçu.',
} as const;
