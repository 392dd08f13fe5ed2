import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from '@groombook/ui/router';

/** Writes the next state into the URL: `change` over the current state; a new history entry unless `replace`. */
export type UpdateUrlState<State> = (change: (current: State) => State, options?: { replace?: boolean }) => void;

/**
 * A page's state kept in the URL query (so a link or a reload opens the same view): read with
 * `parse`, written with `toQuery`. Changes made before the URL's new render (a month, then at
 * once a year) build on each other, so the second never puts back the first's old value.
 */
export function useUrlState<State>(
  parse: (query: URLSearchParams) => State,
  toQuery: (state: State) => URLSearchParams,
): readonly [State, UpdateUrlState<State>] {
  const [query, setQuery] = useSearchParams();
  const state = useMemo(() => parse(query), [parse, query]);
  const written = useRef<{ over: URLSearchParams; state: State } | null>(null);
  const update = useCallback<UpdateUrlState<State>>(
    (change, { replace = false } = {}) => {
      const next = change(written.current?.over === query ? written.current.state : state);
      written.current = { over: query, state: next };
      setQuery(toQuery(next), { replace });
    },
    [query, state, setQuery, toQuery],
  );
  return [state, update] as const;
}
