/**
 * `@groombook/ui/table`: Mantine's table (with the scroll area its scroll container uses) and the
 * product's table header. A shared singleton of its own, loaded with the first page that shows a
 * table: Home shows none, so it does not carry them. The style sheets stay in styles.css.
 */
export { Table } from '@mantine/core';
export * from './table-header';
