import { Star } from 'lucide-react';
import { useFavourites } from './useFavourites';

interface FavouriteButtonProps {
  toolId: string;
  /** Id of the element naming the tool (the card or page title), read as the button's description. */
  describedBy?: string;
}

/** The star: `Ajouter aux favoris` / `Retirer des favoris`. */
export function FavouriteButton({ toolId, describedBy }: FavouriteButtonProps) {
  const { isFavourite, toggle } = useFavourites();
  const active = isFavourite(toolId);
  const label = active ? 'Retirer des favoris' : 'Ajouter aux favoris';
  return (
    <button
      type="button"
      className={`star-button ${active ? 'is-active' : ''}`}
      onClick={() => toggle(toolId)}
      aria-label={label}
      aria-describedby={describedBy}
      title={label}
    >
      <Star aria-hidden size={20} fill={active ? 'currentColor' : 'none'} />
    </button>
  );
}
