import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MEDIA } from './theme';

/** The product's dialog: a Mantine Modal that goes full screen at 500px or narrower. */
export function ResponsiveModal(props: ModalProps) {
  const fullScreen = useMediaQuery(MEDIA.dialogFullScreen) ?? false;
  // The corner X is named apart from any 'Close' button the dialog has.
  return <Modal centered size="lg" closeButtonProps={{ 'aria-label': 'Close dialog' }} {...props} fullScreen={fullScreen} />;
}
