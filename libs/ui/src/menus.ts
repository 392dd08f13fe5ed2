/**
 * `@groombook/ui/menus`: Mantine's menu, popover and tooltip (with the floating-element code
 * they share with the selects). A shared singleton of its own, loaded when a page first shows one.
 */
import './menus.css';
export { Menu, Popover, Tooltip } from '@mantine/core';
