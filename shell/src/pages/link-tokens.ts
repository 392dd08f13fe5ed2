import { useEffect, useState } from 'react';
import { useSearchParams } from '@groombook/ui/router';

/**
 * The named query parameters of an emailed link (its tokens), read once on arrival and then
 * taken out of the address bar: the history entry is replaced, so neither the bar, the
 * history, a bookmark, a shared screen nor a later page's Referer keeps them. The page works
 * from the values read here.
 */
export function useLinkTokens<Name extends string>(names: readonly Name[]): Record<Name, string | null> {
  const [params, setParams] = useSearchParams();
  const [tokens] = useState(() => Object.fromEntries(names.map((name) => [name, params.get(name)])) as Record<Name, string | null>);

  useEffect(() => {
    if (!names.some((name) => params.has(name))) return;
    const rest = new URLSearchParams(params);
    for (const name of names) rest.delete(name);
    // replace: the router calls history.replaceState, so no history entry holds the link's address.
    setParams(rest, { replace: true });
    // Once, on arrival: what the link brought is in `tokens` from then on.
  }, []);

  return tokens;
}
