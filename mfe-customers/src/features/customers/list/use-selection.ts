import { useCallback, useMemo, useState } from 'react';
import type { Customer } from '@groombook/contracts';

/**
 * The customers ticked for deletion. A selection survives a new search; ids of customers no
 * longer in the list (deleted meanwhile) drop out.
 */
export function useSelection(customers: readonly Customer[]) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set());

  const selected = useMemo(() => {
    if (ticked.size === 0) return [];
    return customers.filter((customer) => ticked.has(customer.id));
  }, [customers, ticked]);

  const toggle = useCallback((id: string) => {
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  const clear = useCallback(() => setTicked(new Set()), []);

  return { ticked, selected, toggle, clear };
}
