import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MEDIA } from '@groombook/ui';

/**
 * The product's dialog: a Mantine Modal that goes full screen at 500px or narrower.
 * mfe-admin has the same one; remotes cannot share code, so it belongs in libs/ui.
 */
export function ResponsiveModal(props: ModalProps) {
  const fullScreen = useMediaQuery(MEDIA.dialogFullScreen) ?? false;
  return (
    <Modal centered size="lg" closeButtonProps={{ 'aria-label': 'Close dialog' }} {...props} fullScreen={fullScreen} />
  );
}
