import { usePlatform } from '../../platform/platform';
import { httpsOrigin } from '../../platform/httpsOrigin';
import { analyticsScriptUrl } from '../../platform/site';
import { demonstration, host, publisher } from '../../platform/operator';

/**
 * Mentions légales: true to what this build does (DECISIONS.md, « Content the operator owns »). The website
 * says whether an audience-measurement script is configured; the extension loads none.
 */
export function LegalPage() {
  const { target } = usePlatform();
  const extension = target !== 'web';
  const analyticsOrigin = !extension && analyticsScriptUrl ? httpsOrigin(analyticsScriptUrl) : null;
  const analyticsHost = analyticsOrigin ? new URL(analyticsOrigin).host : '';
  return (
    <article className="legal card">
      <h1>Mentions légales</h1>

      {demonstration ? (
        <>
          <section aria-labelledby="legal-publisher">
            <h2 id="legal-publisher">Éditeur du site</h2>
            <p>
              {extension ? 'Cette extension est' : 'Ce site est'} une version de démonstration d’Outilo, sans éditeur
              déclaré : {extension ? 'elle n’est pas publiée' : 'il n’est pas publié et les moteurs de recherche ne l’indexent pas'}.
              Une version publiée nomme ici son éditeur, son adresse, son contact et son directeur ou sa directrice de la
              publication.
            </p>
          </section>
          <section aria-labelledby="legal-host">
            <h2 id="legal-host">Hébergement</h2>
            <p>Version de démonstration : aucun hébergeur n’est déclaré.</p>
          </section>
        </>
      ) : (
        <>
          <section aria-labelledby="legal-publisher">
            <h2 id="legal-publisher">Éditeur du site</h2>
            <p>
              Le site Outilo est édité par {publisher.name}
              {publisher.status && ` (${publisher.status})`}, {publisher.address}. Contact :{' '}
              {publisher.email.includes('@') ? <a href={`mailto:${publisher.email}`}>{publisher.email}</a> : publisher.email}.
              Directeur ou directrice de la publication : {publisher.director}.
            </p>
          </section>
          <section aria-labelledby="legal-host">
            <h2 id="legal-host">Hébergement</h2>
            <p>
              Le site est hébergé par {host.name}, {host.address}
              {host.website && (
                <>
                  {' '}
                  (<a href={host.website}>{host.website}</a>)
                </>
              )}
              .
            </p>
          </section>
        </>
      )}

      <section aria-labelledby="legal-ip">
        <h2 id="legal-ip">Propriété intellectuelle</h2>
        <p>
          Les textes, le logo, la présentation et le code d’Outilo sont protégés par le droit d’auteur. Toute reproduction
          ou représentation, totale ou partielle, sans autorisation écrite de l’éditeur est interdite. Les résultats que
          vous obtenez avec les outils vous appartiennent et sont libres d’usage.
        </p>
      </section>

      <section aria-labelledby="legal-data">
        <h2 id="legal-data">Données personnelles</h2>
        <p>
          Outilo ne collecte aucune donnée personnelle : il n’y a ni compte, ni formulaire envoyé à un serveur. Tous les
          calculs sont effectués localement, dans votre navigateur ; les montants, textes et images que vous saisissez ne
          quittent jamais votre appareil.
        </p>
        <p>
          {extension
            ? 'Vos outils favoris sont enregistrés dans le stockage synchronisé de Chrome, pour vous suivre sur les navigateurs connectés à votre compte ; les autres réglages restent dans le stockage local de l’extension. Désinstaller l’extension les efface.'
            : 'Vos outils favoris et la fermeture de la fenêtre de présentation de l’extension sont enregistrés dans le stockage local de votre navigateur. Vous pouvez les effacer à tout moment en vidant les données du site.'}
        </p>
        <p>
          Le générateur de signature e-mail garde vos saisies dans le stockage local de cet appareil, pour que vous
          retrouviez votre signature à la prochaine visite ; son bouton «&#160;Réinitialiser&#160;» les efface. Si vous y
          ajoutez une photo par son adresse web, l’aperçu charge l’image depuis ce serveur, comme le feront les messageries
          de vos destinataires.
        </p>
        <p>
          Le convertisseur euro-dollar interroge un service public de taux de change pour obtenir le cours du jour ; cette
          requête ne contient aucune donnée vous concernant, ni le montant que vous convertissez.
        </p>
      </section>

      <section aria-labelledby="legal-cookies">
        <h2 id="legal-cookies">Cookies</h2>
        {analyticsHost ? (
          <p>
            Outilo n’utilise aucun cookie publicitaire. Seuls sont utilisés des éléments techniques indispensables au
            fonctionnement du site (stockage local des favoris) et une mesure d’audience anonymisée, chargée depuis{' '}
            {analyticsHost}, qui compte les pages vues sans identifier les visiteurs ni les suivre sur d’autres sites. Elle
            n’est jamais chargée sur la page du Secret Santa, dont les liens personnels portent un tirage dans leur
            adresse.
          </p>
        ) : (
          <p>
            {extension ? 'L’extension Outilo' : 'Outilo'} ne dépose aucun cookie et ne charge aucun outil de mesure
            d’audience ni de publicité. Seul le stockage local décrit ci-dessus est utilisé, pour le fonctionnement des
            outils.
          </p>
        )}
      </section>

      <section aria-labelledby="legal-links">
        <h2 id="legal-links">Liens hypertextes</h2>
        <p>
          Les liens vers d’autres sites sont fournis pour votre information ; l’éditeur n’est pas responsable de leur
          contenu. Vous pouvez librement créer un lien vers Outilo, à condition de ne pas l’afficher dans un cadre et de ne
          pas laisser croire à un partenariat.
        </p>
      </section>

      <section aria-labelledby="legal-changes">
        <h2 id="legal-changes">Modification des mentions légales</h2>
        <p>
          L’éditeur peut modifier les présentes mentions à tout moment, notamment pour tenir compte d’une évolution du
          site ou de la réglementation. La version en ligne est la seule qui fait foi.
        </p>
      </section>
    </article>
  );
}
