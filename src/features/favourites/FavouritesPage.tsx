import { PATHS } from '../../../machines/paths';
import { useFavourites, useFavouritesAudience } from './favourites';
import { useCatalogueIndex } from '../../app/catalogueViews';
import { useCartEvents } from '../../app/hooks';
import { ButtonLink } from '../../ui/Button';
import { FavouriteTile } from './FavouriteTile';
import { StatusPanel } from '../../ui/StatusPanel';
import { ListPageHead } from '../../pages/ListPageHead';
import { ListResource } from '../../pages/ListResource';
import * as styles from '../../pages/lists.css';
import { listPages } from '../../../machines/screenTexts/listPages';

const t = listPages;

/** /mis-favoritos (guard 'authenticated': drawn only for a signed-in customer): the customer's favourites priced at the current sales point. */
export default function FavouritesPage() {
  // Another customer: another list (a new machine); another sales point is an event to the same one.
  return <Favourites key={useFavouritesAudience().key} />;
}

function Favourites() {
  const favourites = useFavourites();
  const { toCard, byCode } = useCatalogueIndex();
  const cart = useCartEvents();
  const { resource } = favourites;

  return (
    <ListResource resource={resource}>
      {(data) => {
        const shown = data.filter((f) => favourites.isFavourite(f.codigo_producto));
        if (shown.length === 0) {
          return (
            <StatusPanel
              icon="heart"
              title={t.favouritesEmptyTitle}
              body={t.favouritesEmptyBody}
              actions={<ButtonLink href={PATHS.productos}>{t.goToProducts}</ButtonLink>}
            />
          );
        }

        return (
          <section className={styles.page} aria-labelledby="titulo-favoritos">
            <ListPageHead
              id="titulo-favoritos"
              icon="heart"
              title={t.favouritesTitle}
              subtitle={t.favouritesSubtitle(shown.length)}
            />
            <ul className={styles.grid} role="list">
              {shown.map((favourite, index) => (
                <li key={favourite.codigo_producto}>
                  <FavouriteTile
                    code={favourite.codigo_producto}
                    product={favourite.producto ? toCard(favourite.producto) : null}
                    priority={index < 4}
                    removing={favourites.isBusy(favourite.codigo_producto)}
                    onRemove={favourites.remove}
                    onAdd={(code) => {
                      const product = byCode.get(code) ?? favourite.producto;
                      if (product) cart.add(product);
                    }}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      }}
    </ListResource>
  );
}
