import type { RemoteName } from '@groombook/contracts/light';
import type { Role } from '@groombook/domain';
import { findRoute } from '../shared/find-route';

export interface RemoteArea {
  remote: RemoteName;
  /** What the area is called in messages ("Scheduling is unavailable"). */
  label: string;
}

const AREA_LABELS: Record<RemoteName, string> = {
  scheduling: 'Scheduling',
  customers: 'Customers',
  marketing: 'Marketing',
  admin: 'Company administration',
};

export interface RemoteMatch {
  area: RemoteArea;
  minRole: Role | null;
}

/**
 * The remote that owns `pathname`, as the route manifest says. The shell decides only this
 * and the guard; everything on those routes is the remote's own.
 */
export function findRemoteArea(pathname: string): RemoteMatch | null {
  const route = findRoute(pathname);
  if (!route || route.owner === 'shell' || route.owner === 'opt-in') return null;
  return { area: { remote: route.owner, label: AREA_LABELS[route.owner] }, minRole: route.minRole };
}
