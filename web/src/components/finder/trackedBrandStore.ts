import type { RecordProxy, RecordSourceProxy } from 'relay-runtime';

// What tracked brands change in the Relay store by hand: `Team.trackedBrands` is a plain list
// (oldest first), so a brand added goes last and a removed one leaves it, once, whether the
// mutation's answer or the live event (LiveTeamEvents) tells it first.

/** Puts a tracked brand last in its team's list (when the list is loaded), once. */
export function addTrackedBrand(store: RecordSourceProxy, teamId: string, brand: RecordProxy) {
  const team = store.get(teamId);
  const brands = team?.getLinkedRecords('trackedBrands');
  if (!team || !brands) return;
  if (brands.some((each) => each?.getDataID() === brand.getDataID())) return;
  team.setLinkedRecords([...brands, brand], 'trackedBrands');
}

/** Takes a tracked brand off its team's list and out of the store. */
export function removeTrackedBrand(store: RecordSourceProxy, teamId: string, brandId: string) {
  const team = store.get(teamId);
  const brands = team?.getLinkedRecords('trackedBrands');
  if (team && brands)
    team.setLinkedRecords(
      brands.filter((each) => each && each.getDataID() !== brandId),
      'trackedBrands',
    );
  store.delete(brandId);
}
