import { selectHasAcceptedCookies } from '../../machines/boot';
import { selectCatalogueError, selectCategories, selectIsCatalogueLoading, selectProducts } from '../../machines/catalogue';
import { useBoot, useCartEvents, useCatalogue } from '../app/hooks';
import { staticIsland } from '../app/staticIsland';

/** Hero, categories and featured products: the server's HTML until the menu under them changes. */
export const HomeContent = staticIsland('inicio', () => import('./HomeContent'));

export default function HomePage() {
  const accepted = useBoot(selectHasAcceptedCookies);
  const loading = useCatalogue(selectIsCatalogueLoading);
  const error = useCatalogue(selectCatalogueError);
  const products = useCatalogue(selectProducts);
  const categories = useCatalogue(selectCategories);
  const cart = useCartEvents();
  // What HomeContent shows depends on: the menu; consent, loading and a load error only while it is empty.
  const empty = products.length === 0;
  return (
    <HomeContent
      deps={[products, categories, empty && accepted, empty && loading, empty ? error : null]}
      actions={{
        // 'Agregar' on a featured product (ProductCard's data-action), before the content's own code is in.
        'cart.add': (button) => {
          const product = products.find((p) => p.codigo_producto === button.dataset.product);
          if (product) cart.add(product);
        },
      }}
    />
  );
}
