import { Route, Routes } from 'react-router-dom';
import { MarketingPage } from './pages/marketing-page';
import { CampaignPage } from './pages/campaign-page';
import { ConversationPage } from './pages/conversation-page';

/** The marketing remote's route tree, exposed to the shell as 'marketing/App'. */
export default function MarketingApp() {
  return (
    <div data-remote="marketing">
      <Routes>
      <Route path="/marketing" element={<MarketingPage />} />
      <Route path="/marketing/campaigns/:campaignId" element={<CampaignPage />} />
      <Route path="/customer-conversation/:customerId" element={<ConversationPage />} />
      </Routes>
    </div>
  );
}
