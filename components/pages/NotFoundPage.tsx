import { Link } from 'react-router-dom';

export const NOT_FOUND_MESSAGE = 'La page que vous recherchez n’existe pas ou a été déplacée.';

export function NotFoundPage() {
  return (
    <div className="page-message">
      <p className="page-message__code" aria-hidden>
        404
      </p>
      <h1>Page introuvable</h1>
      <p>{NOT_FOUND_MESSAGE}</p>
      <Link className="button" to="/">
        Retour à l’accueil
      </Link>
    </div>
  );
}
