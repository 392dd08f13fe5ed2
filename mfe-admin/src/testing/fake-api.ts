import { fakeApi as sharedFakeApi, type Handler } from '@groombook/ui-testing';
import type { Role } from '@groombook/domain';

export { answer, cleanUpAfterEach, deferred, fakeRecords, requestsTo, type FakeRequest, type Handler } from '@groombook/ui-testing';

/** The shared fake API, signed in as this remote's usual user. */
export function fakeApi(handlers: Record<string, Handler>, role: Role = 'superadmin') {
  return sharedFakeApi(handlers, role);
}
