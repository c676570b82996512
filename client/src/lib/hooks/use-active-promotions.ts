import { useQuery } from '@apollo/client/react';
import { ActivePromotionsDocument } from '../../generated/graphql';

/** The running promotions (`activePromotions`: each with its banner `text`), for the banner of spec section 2. */
export const useActivePromotions = () => useQuery(ActivePromotionsDocument);
