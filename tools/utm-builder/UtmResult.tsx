import { ExternalLink } from 'lucide-react';
import { ResultCard } from '../../components/tool/ResultCard';
import type { UtmResult as Result } from './utmBuilder';

/** One campaign URL: the address, its parameters and a link to test it, or what is missing to make it. */
export function UtmResult({ result }: { result: Result }) {
  if (!result.ok) {
    return result.error ? null : <p className="utm-placeholder">Saisissez l’adresse de votre page&#160;: l’URL de campagne s’affichera ici.</p>;
  }
  return (
    <div className="utm-result">
      <ResultCard
        label="URL de campagne"
        mono
        value={result.url}
        details={result.params.map((p) => ({ label: p.name, value: p.value }))}
        note={
          result.schemeAdded
            ? '«\u00a0https://\u00a0» a été ajouté devant votre adresse\u00a0: vérifiez que votre site répond bien en https.'
            : undefined
        }
      >
        <p className="utm-result__open">
          <a className="button button--ghost" href={result.url} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden size={16} />
            Tester le lien{' '}
            <span className="visually-hidden">(nouvel onglet)</span>
          </a>
        </p>
      </ResultCard>
      {result.warnings.length > 0 && (
        <div className="notice utm-warnings" role="status">
          {result.warnings.map((warning) => (
            <p key={warning}>{warning}</p>
          ))}
        </div>
      )}
    </div>
  );
}
