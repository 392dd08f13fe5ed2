import { AppLayout } from '@groombook/ui';
import { BRAND } from '../layout/brand';
import { SessionCheck } from '../auth/session-check';

/**
 * What the shell first renders on a page that needs a session, while it checks the session: the
 * header with the brand alone (no links until the session says whose they are; the account
 * section, empty until then), and the page's place (`SessionCheck`). The shell's build writes it
 * as HTML into each framed route's first frame (render.tsx), so it is drawn before any script
 * runs; the shell's first render then draws the same in its place.
 */
export function FirstFrame() {
  return (
    <AppLayout brand={BRAND} groups={[]}>
      <SessionCheck />
    </AppLayout>
  );
}
