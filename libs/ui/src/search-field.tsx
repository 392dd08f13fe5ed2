import type { CSSProperties } from 'react';
import { TextInput } from '@mantine/core';

export interface SearchFieldProps {
  /** What it searches, for screen readers: 'Search customers'. */
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  /** Grows to fill a toolbar row (at least 16rem) instead of taking the whole width. */
  inToolbar?: boolean;
}

const TOOLBAR_STYLE: CSSProperties = { flex: '1 1 16rem' };

/** A list's search box: a search input (the browser's clear button, Enter does not submit) with its label. */
export function SearchField({ label, placeholder = label, value, onChange, inToolbar = false }: SearchFieldProps) {
  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      style={inToolbar ? TOOLBAR_STYLE : undefined}
    />
  );
}
