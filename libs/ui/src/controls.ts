/**
 * `@groombook/ui/controls`: the heavier Mantine controls (selects and comboboxes, the number
 * input, tabs, accordions, checkboxes...). A shared singleton of its own, so a page loads it
 * only when it uses one of them; menus and tooltips are in './menus'.
 */
import './controls.css';
export {
  Accordion,
  Checkbox,
  Chip,
  CloseButton,
  Combobox,
  InputBase,
  List,
  MultiSelect,
  NumberInput,
  PasswordInput,
  Progress,
  Radio,
  ScrollArea,
  SegmentedControl,
  Select,
  Tabs,
  Textarea,
  useCombobox,
} from '@mantine/core';

/** The week-of-hours editor (the salon's opening hours, a groomer's own hours): built on the checkbox and the native select. */
export * from './weekly-hours-editor';
