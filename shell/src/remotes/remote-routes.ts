import { matchPath } from 'react-router-dom';
import type { RemoteName } from '@groombook/contracts';
import type { Role } from '@groombook/domain';

export interface RemoteArea {
  remote: RemoteName;
  /** What the area is called in messages ("Scheduling is unavailable"). */
  label: string;
  /** Route patterns the remote owns; it renders them itself. */
  paths: { pattern: string; minRole: Role | null }[];
}

/**
 * Which remote owns which routes. The shell decides only this and the guard;
 * everything on those routes is the remote's own.
 */
export const REMOTE_AREAS: RemoteArea[] = [
  {
    remote: 'scheduling',
    label: 'Scheduling',
    paths: [
      { pattern: '/add-appointment', minRole: 'user' },
      { pattern: '/edit-appointment/:appointmentId', minRole: 'user' },
      { pattern: '/appointments', minRole: 'user' },
      { pattern: '/groomers', minRole: 'admin' },
      { pattern: '/reports', minRole: 'admin' },
    ],
  },
  {
    remote: 'customers',
    label: 'Customers',
    paths: [
      { pattern: '/customers', minRole: 'user' },
      { pattern: '/customers/new', minRole: 'user' },
      { pattern: '/customers/:customerId', minRole: 'user' },
    ],
  },
  {
    remote: 'marketing',
    label: 'Marketing',
    paths: [
      { pattern: '/marketing', minRole: 'admin' },
      { pattern: '/marketing/campaigns/:campaignId', minRole: 'admin' },
      { pattern: '/customer-conversation/:customerId', minRole: 'admin' },
    ],
  },
  {
    remote: 'admin',
    label: 'Company administration',
    paths: [{ pattern: '/super-admin/companies/*', minRole: 'superadmin' }],
  },
];

export interface RemoteMatch {
  area: RemoteArea;
  minRole: Role | null;
}

export function findRemoteArea(pathname: string): RemoteMatch | null {
  for (const area of REMOTE_AREAS) {
    for (const path of area.paths) {
      if (matchPath({ path: path.pattern, end: true }, pathname)) return { area, minRole: path.minRole };
    }
  }
  return null;
}
