import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Box, Paper, UnstyledButton } from '@mantine/core';
import { useLocation } from 'react-router-dom';

export interface HeaderDisclosureProps {
  /**
   * The button's content, which is also its accessible name (so the name always holds the
   * words shown: speech input users say what they see); it shows a chevron after it.
   */
  trigger: ReactNode;
  /** The panel's content; `close` shuts it (after a choice that keeps the page). */
  children: (close: () => void) => ReactNode;
  panelWidth?: number;
  /** Which edge of the button the panel lines up with: 'end' (the default) for the end of the header. */
  align?: 'start' | 'end';
  /** Extra class names of the button (the header marks the group of the current page). */
  className?: string;
  testId?: string;
}

/**
 * A header button that shows a panel of links and buttons under it (the disclosure pattern:
 * Tab moves through the panel, Escape or a click elsewhere closes it, so does any page change).
 * Plain elements rather than Mantine's Menu, so the header loads no floating-element code.
 */
export function HeaderDisclosure({ trigger, children, panelWidth = 260, align = 'end', className, testId }: HeaderDisclosureProps) {
  const { pathname } = useLocation();
  // The panel belongs to the page it was opened on: any navigation closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const setOpen = (next: boolean) => setOpenedOn(next ? pathname : null);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenedOn(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenedOn(null);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <Box pos="relative" ref={root} data-testid={testId}>
      <UnstyledButton
        ref={button}
        className={className ? `gb-header-disclosure ${className}` : 'gb-header-disclosure'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {trigger}
        <span aria-hidden>▾</span>
      </UnstyledButton>
      {open && (
        <Paper
          id={panelId}
          withBorder
          shadow="md"
          p="xs"
          w={panelWidth}
          pos="absolute"
          top="calc(100% + 4px)"
          {...(align === 'end' ? { right: 0 } : { left: 0 })}
          maw="calc(100vw - 16px)"
          style={{ zIndex: 300 }}
        >
          {children(() => setOpen(false))}
        </Paper>
      )}
    </Box>
  );
}
