import { Button } from '../../../shared/ui/button';
import { takeHomeIsOffered, type TakeHomeOffer } from '../take-home-offer';

/**
 * Beneath the take-home field: the figure CPF's rates give and a button to use it (docs/decisions.md "Enter once").
 * Offered, not filled: the field stays the resident's. Once it holds the figure, the note says where it came from.
 */
export function TakeHomeOfferNote({ offer, takeHome, onUse }: { offer: TakeHomeOffer | null; takeHome: string; onUse: (text: string) => void }) {
  if (offer === null) return null;
  if (takeHomeIsOffered(takeHome, offer)) {
    return (
      <p className="take-home-offer take-home-offer--used" data-testid="take-home-offer">
        {offer.usedMessage}
      </p>
    );
  }
  return (
    <div className="take-home-offer" data-testid="take-home-offer">
      <p>{offer.message}</p>
      <Button variant="secondary" onClick={() => onUse(offer.text)}>
        {offer.useLabel}
      </Button>
    </div>
  );
}
