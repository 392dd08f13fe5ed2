import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MEDIA } from '@groombook/ui';

/**
 * The product's dialog: a Mantine Modal that goes full screen at 500px or narrower.
 * The same as mfe-admin's (remotes cannot share code): a candidate for libs/ui.
 */
export function ResponsiveModal(props: ModalProps) {
  const fullScreen = useMediaQuery(MEDIA.dialogFullScreen) ?? false;
  return <Modal centered size="lg" {...props} fullScreen={fullScreen} />;
}
