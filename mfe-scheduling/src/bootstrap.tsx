import '@groombook/ui/styles.css';
import { mountStandalone } from '@groombook/ui';
import App from './app';

mountStandalone(App, document.getElementById('root') as HTMLElement);
