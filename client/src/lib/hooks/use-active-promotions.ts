import { ActivePromotionsDocument } from '../../generated/graphql';
import { useCatalogQuery } from './use-catalog-query';

/**
 * The running promotions (`activePromotions`: each with its banner `text`), for the banner of spec section 2: from
 * the page's HTML when it carries them, else through Apollo (see {@link useCatalogQuery}).
 */
export const useActivePromotions = () => useCatalogQuery(ActivePromotionsDocument);
