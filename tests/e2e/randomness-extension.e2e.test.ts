import { beforeEach, describe, expect, it } from 'vitest';
import { seededRandom } from '../../components/lib/random';
import { siteConfig } from '../../platform/siteConfig';
import { encodeReveal } from '../../tools/secret-santa/revealLink';
import { addPastTheLimit, OVERRIDDEN, revealedNames, typePastTheNameLimit, WITHOUT_OVERRIDE } from './santa';
import { axeViolations, clickText, fill, hasHorizontalScroll, paste, POPUP, RESULT, text, useBrowser } from './site';

// Secret Santa in the extension: listed in the popup, drawn in the full-tab page.
const ext = useBrowser({ extension: true });
describe('extension: Secret Santa from the popup', () => {
  it('opens Secret Santa in the full-tab page', async () => {
    const popup = await ext.openExtension('popup.html', POPUP);
    const link = await popup.$eval('[data-tool-id="secret-santa"] .tool-card__link', (a) => ({
      href: (a as HTMLAnchorElement).href,
      target: (a as HTMLAnchorElement).target,
    }));
    expect(link).toEqual({ href: `${ext.extensionUrl}/options.html#/secret-santa/`, target: '_blank' });
    expect(await hasHorizontalScroll(popup)).toBe(false);
  });
});

describe('extension: Secret Santa in the full-tab page', () => {
  it('draws, reveals one result at a time and shows the errors', async () => {
    const full = await ext.openExtension('options.html#/secret-santa/');
    expect(await text(full, 'h1')).toBe('Générateur de Secret Santa');
    expect(await text(full, '.breadcrumb')).toMatch(/^Accueil\s*Générateur de Secret Santa$/);
    await fill(full, 'Participants (un par ligne)', 'Alice\nBastien');
    await clickText(full, 'Générer');
    await full.waitForSelector('[role="alert"]');
    expect(await text(full, '[role="alert"]')).toBe('Il faut au moins 3 participants pour le Secret Santa');

    await fill(full, 'Participants (un par ligne)', 'Alice\nBastien\nChloé\nDavid');
    await fill(full, 'Personne 1', 'Alice');
    await fill(full, 'Personne 2', 'Bastien');
    await clickText(full, 'Ajouter l’exclusion');
    await clickText(full, 'Générer');
    expect(await text(full, RESULT)).toBe('4 participants');
    const hidden = await full.$$eval('[data-testid="santa-receiver"]', (els) => els.map((el) => el.textContent ?? ''));
    expect(hidden.every((t) => t.includes('••••••'))).toBe(true);
    await clickText(full, 'Révéler le tirage d’Alice');
    const shown = await full.$$eval('[data-testid="santa-receiver"]', (els) => els.map((el) => el.textContent ?? ''));
    expect(shown.filter((t) => t.includes('••••••'))).toHaveLength(3);
    expect(['Chloé', 'David']).toContain(shown[0]);
    expect(await axeViolations(full)).toEqual([]);
  });
});

describe('extension: Secret Santa limits and names in the full-tab page', () => {
  it('refuses an exclusion past 1 000 beside the form and keeps the list, also once reopened', async () => {
    await addPastTheLimit(await ext.openExtension('options.html#/'), () => ext.openExtension('options.html#/secret-santa/'));
  });

  it('says a name is too long as its 201st character is typed', async () => {
    await typePastTheNameLimit(await ext.openExtension('options.html#/secret-santa/'));
  });

  it('draws and links a name typed with a right-to-left override without it', async () => {
    await ext.grantClipboard(ext.extensionUrl);
    const full = await ext.openExtension('options.html#/secret-santa/');
    await paste(full, 'Participants (un par ligne)', `${OVERRIDDEN}\nBob\nChloé`);
    await clickText(full, 'Générer');
    await clickText(full, 'Tout afficher');
    expect(await full.$$eval('.santa-result__giver', (els) => els.map((el) => el.textContent))).toEqual([WITHOUT_OVERRIDE, 'Bob', 'Chloé']);
    await full.evaluate(() => navigator.clipboard.writeText(''));
    await clickText(full, `Copier le lien d’${WITHOUT_OVERRIDE}`);
    await full.waitForFunction(() => navigator.clipboard.readText().then((t) => t !== ''));
    const link = await full.evaluate(() => navigator.clipboard.readText());
    const guest = await ext.open(link.slice(siteConfig.siteUrl.length));
    expect((await revealedNames(guest)).giver).toBe(`Bonjour ${WITHOUT_OVERRIDE},`);
  });

  it('shows a reveal link’s names without their right-to-left override', async () => {
    const fragment = encodeReveal({ giver: OVERRIDDEN, receiver: 'Zoé\u202e', date: '2026-12-19' }, seededRandom(4));
    const full = await ext.openExtension(`options.html#/secret-santa/#${fragment}`);
    expect(await revealedNames(full)).toEqual({ giver: `Bonjour ${WITHOUT_OVERRIDE},`, receiver: 'Zoé' });
  });
});
