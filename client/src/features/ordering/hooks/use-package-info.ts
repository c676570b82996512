import { useReactiveVar } from '@apollo/client/react';
import { userPackageInfoVar } from '../../../lib/session';
import { hydratePackageInfo, watchPackageInfo } from '../utils/package-store';

// Runs once when the ordering pages load: a reload of /cart or /checkout finds the tab's cart again,
// and a logout (which empties the variable) also empties the stored copy.
hydratePackageInfo();
watchPackageInfo();

/** The cart (spec `userPackageInfo`), or null. */
export function usePackageInfo() {
  return useReactiveVar(userPackageInfoVar);
}
