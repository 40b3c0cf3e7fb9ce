import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM, EXTENSION_DIR, FIREFOX, FIREFOX_EXTENSION_DIR, WEB_DIR } from './browser';
import { ZBARIMG } from './qr';

export default function setup() {
  const missing = [
    [join(WEB_DIR, 'index.html'), 'npm run build:web'],
    [join(EXTENSION_DIR, 'manifest.json'), 'npm run build:ext'],
    [join(FIREFOX_EXTENSION_DIR, 'manifest.json'), 'npm run build:ext'],
    [CHROMIUM, 'apt-get install -y chromium'],
    [FIREFOX, 'apt-get install -y firefox-esr'],
    [ZBARIMG, 'apt-get install -y zbar-tools'],
  ].filter(([path]) => !existsSync(path!));
  if (missing.length) {
    throw new Error(`Missing for the e2e tests: ${missing.map(([p, fix]) => `${p} (${fix})`).join(', ')}`);
  }
}
