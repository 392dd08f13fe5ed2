import { ROUTES } from '@groombook/routes';
import { Route, Routes } from '@groombook/ui/router';
import { MarketingPage } from './pages/marketing-page';
import { CampaignPage } from './pages/campaign-page';
import { ConversationPage } from './pages/conversation-page';
import { MessagesPage } from './pages/messages-page';
import { REMOTE_VERSION } from './remote-version';

/** The marketing remote's route tree, exposed to the shell as 'marketing/App'. */
export default function MarketingApp() {
  return (
    <div data-remote="marketing" data-remote-version={REMOTE_VERSION}>
      <Routes>
        <Route path={ROUTES.marketing.path} element={<MarketingPage />} />
        <Route path={ROUTES.campaign.path} element={<CampaignPage />} />
        <Route path={ROUTES.messages.path} element={<MessagesPage />} />
        <Route path={ROUTES.customerConversation.path} element={<ConversationPage />} />
      </Routes>
    </div>
  );
}
