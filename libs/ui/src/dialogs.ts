/**
 * `@groombook/ui/dialogs`: Mantine's modal (with its portal, focus trap, overlay and scroll lock)
 * and the dialogs built on it. A shared singleton of its own, loaded with the first page that opens
 * one: the first pages (Home's day, the appointments list) open none, so they do not carry them.
 * The style sheets stay in styles.css: the navigation drawer, on every narrow page, needs the same.
 */
export { Modal } from '@mantine/core';
export type { ModalProps } from '@mantine/core';
export * from './responsive-modal';
export * from './confirm-dialog';
export * from './confirm-button';
