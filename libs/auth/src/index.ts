export * from './session-store';
export * from './auth-events';
export { TAB_CHANNEL_NAME, tellOtherTabs, type TabMessage } from './tab-channel';
export * from './api-origin';
export * from './session-refresher';
