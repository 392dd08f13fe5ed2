/**
 * The Mantine components and hooks the product's first screens use. The apps import Mantine
 * through @groombook/ui only: the shell provides this module to the remotes as a shared
 * singleton, and unlike a shared @mantine/core (which ships every component, since a shared
 * package cannot be tree-shaken) it holds only what is named here. The heavier controls
 * (menus, tooltips, selects, the number input...) are in './controls', loaded with the first
 * page that uses one. A component the product starts using is added here or there, and its
 * style sheet (and those of the components it is built from) to styles.css.
 */
export {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Container,
  Divider,
  Group,
  Loader,
  MantineProvider,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
  createTheme,
  rem,
} from '@mantine/core';
export type { ButtonProps } from '@mantine/core';
export { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
