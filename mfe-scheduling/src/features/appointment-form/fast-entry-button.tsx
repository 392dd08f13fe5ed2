import { Button } from '@groombook/ui';
import { Tooltip } from '@groombook/ui/menus';

/** Where the 'Fast Appointment Entry' assistant will open (a later issue); for now it says so. */
export function FastEntryButton() {
  return (
    <Tooltip label="Coming soon">
      <Button variant="light" data-disabled aria-disabled onClick={(event) => event.preventDefault()}>
        Fast Appointment Entry
      </Button>
    </Tooltip>
  );
}
