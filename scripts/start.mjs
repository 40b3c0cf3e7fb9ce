// After `npm run build`: serves the website on localhost and says where the unpacked extension is.
import { join } from 'node:path';
import { startServer } from './serve.mjs';

const root = join(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 4173);
const { url } = await startServer(join(root, 'dist/web'), port);
console.log(`
  Site web Outilo : ${url}/
  Extension Chrome (non empaquetée) : ${join(root, '.output/chrome-mv3')}
    → chrome://extensions, activez le « Mode développeur », puis « Charger l’extension non empaquetée »
      et choisissez ce dossier.

  Ctrl+C pour arrêter.
`);
