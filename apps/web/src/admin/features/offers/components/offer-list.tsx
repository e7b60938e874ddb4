import { FallbackImage } from '@/components/ui/fallback-image';
import { at, atp } from '@/admin/i18n';
import type { AdminOffer } from '@store/domain/contract';
import { promotionName } from './linked-promotion-field';

type OfferListProps = {
  offers: AdminOffer[];
  onEdit: (offer: AdminOffer) => void;
  onDelete: (offer: AdminOffer) => void;
};

/** The active offers with their count, each with Edit and Delete. */
export function OfferList({ offers, onEdit, onDelete }: OfferListProps) {
  return (
    <section className="admin-card" aria-labelledby="offer-list-title">
      <h2 id="offer-list-title" className="admin-section-title">
        {at('offers.listTitle', { count: offers.length })}
      </h2>
      {offers.length === 0 ? (
        <p className="admin-empty">{at('offers.empty')}</p>
      ) : (
        <ul className="offer-list" role="list">
          {offers.map((offer) => (
            <li key={offer._id}>
              <article className="offer-item" aria-labelledby={`offer-${offer._id}`}>
                <FallbackImage
                  className="offer-item__image"
                  src={offer.imageUrl}
                  alt=""
                  width={320}
                  height={128}
                  loading="lazy"
                />
                <div className="offer-item__body">
                  {offer.discountText ? (
                    <p className="offer-item__discount">{offer.discountText}</p>
                  ) : null}
                  <h3 id={`offer-${offer._id}`} className="offer-item__title">
                    {offer.title}
                  </h3>
                  <p className="offer-item__description">{offer.description}</p>
                  <p className="offer-item__products">
                    {atp('offers.productCount', offer.products.length)}
                    {offer.products.length > 0
                      ? `: ${offer.products.map((p) => p.productid).join(', ')}`
                      : null}
                  </p>
                  {offer.promotion ? (
                    <p className="offer-item__products">
                      {at('offers.linkedPromotion', { name: promotionName(offer.promotion) })}
                    </p>
                  ) : null}
                </div>
                <div className="offer-item__actions">
                  <button
                    type="button"
                    className="button button--secondary admin-button"
                    aria-label={at('offers.editNamed', { title: offer.title })}
                    onClick={() => onEdit(offer)}
                  >
                    {at('offers.edit')}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary admin-button offer-item__delete"
                    aria-label={at('offers.deleteNamed', { title: offer.title })}
                    onClick={() => onDelete(offer)}
                  >
                    {at('offers.delete')}
                  </button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
