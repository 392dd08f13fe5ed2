import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Customer } from '@groombook/contracts';
import { CustomerRow } from './customer-row';

const ROW_HEIGHT_PX = 52;

export interface CustomerRowsProps {
  customers: readonly Customer[];
  ticked: ReadonlySet<string>;
  onToggle: (customerId: string) => void;
  /** The customer whose row takes the focus (a dialog closed on them); `key` tells one request from the next. */
  focusRequest?: { customerId: string; key: string } | null;
}

/**
 * The list, virtualised against the page's own scroll: only the rows in view (and a few
 * around them) are in the DOM, so ten thousand customers scroll like ten. A focus request
 * scrolls its row into the middle of the view, highlights it and focuses its name link, once
 * the row is there (a customer just added arrives with the refreshed list).
 */
export function CustomerRows({ customers, ticked, onToggle, focusRequest = null }: CustomerRowsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  // Where the list starts on the page. What is above it (an alert) can move it: anything that
  // does resizes the page body holding the list, so that is watched.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const top = list.getBoundingClientRect().top + window.scrollY;
      setScrollMargin((current) => (current === top ? current : top));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(list.parentElement ?? document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: customers.length,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: 10,
    scrollMargin,
    getItemKey: (index) => customers[index]?.id ?? index,
  });

  const handledRequest = useRef<string | null>(null);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [pendingFocus, setPendingFocus] = useState<string | null>(null);

  useEffect(() => {
    if (!focusRequest || handledRequest.current === focusRequest.key) return;
    const index = customers.findIndex((customer) => customer.id === focusRequest.customerId);
    if (index < 0) return;
    handledRequest.current = focusRequest.key;
    setHighlighted(focusRequest.customerId);
    setPendingFocus(focusRequest.customerId);
    virtualizer.scrollToIndex(index, { align: 'center' });
  }, [focusRequest, customers, virtualizer]);

  const items = virtualizer.getVirtualItems();
  // Tried again whenever the rendered rows change: the row appears once the virtualiser has scrolled to it.
  useEffect(() => {
    if (!pendingFocus) return;
    const row = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-customer-id]') ?? []).find(
      (candidate) => candidate.dataset.customerId === pendingFocus,
    );
    const link = row?.querySelector<HTMLElement>('a');
    if (!link) return;
    link.focus();
    setPendingFocus(null);
  }, [pendingFocus, items]);

  return (
    <div ref={listRef} role="list" aria-label="Customers" style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
      {items.map((item) => {
        const customer = customers[item.index];
        if (!customer) return null;
        return (
          <CustomerRow
            key={item.key}
            customer={customer}
            selected={ticked.has(customer.id)}
            highlighted={highlighted === customer.id}
            onToggle={onToggle}
            position={item.index + 1}
            total={customers.length}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              height: ROW_HEIGHT_PX,
              transform: `translateY(${item.start - scrollMargin}px)`,
            }}
          />
        );
      })}
    </div>
  );
}
