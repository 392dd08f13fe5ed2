import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@groombook/ui/router';

/**
 * A success message a page hands to the page it moves to, as router state: the edit page's
 * delete sends 'Appointment successfully deleted!' to the appointments list.
 */
export interface PageNotice {
  notice: string;
}

export const pageNotice = (notice: string): PageNotice => ({ notice });

function noticeIn(state: unknown): string | null {
  const notice = (state as Partial<PageNotice> | null)?.notice;
  return typeof notice === 'string' && notice !== '' ? notice : null;
}

/**
 * The message this page was opened with, and a way to dismiss it. It is read once and kept here,
 * while the history entry forgets it at once: the page's own changes to its address (the month,
 * the page) do not lose it, and a reload or a return with Back does not show it again.
 */
export function usePageNotice(): readonly [string | null, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState(() => noticeIn(location.state));
  const arrivedWithNotice = noticeIn(location.state) !== null;

  useEffect(() => {
    if (arrivedWithNotice) void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [arrivedWithNotice, location.pathname, location.search, navigate]);

  return [notice, () => setNotice(null)] as const;
}
