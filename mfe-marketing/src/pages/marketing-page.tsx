import type { ComponentType } from 'react';
import { FORMER_CONVERSATIONS_TAB, MARKETING_TAB_PARAM, ROUTES, type MarketingTab } from '@groombook/routes';
import { Page } from '@groombook/ui';
import { Tabs } from '@groombook/ui/controls';
import { Navigate, useSearchParams } from '@groombook/ui/router';
import { BulkMessagesTab } from '../features/campaigns/bulk-messages-tab';
import { ManageGroupsTab } from '../features/groups/manage-groups-tab';
import { SendingNumber } from '../features/sms-number/sending-number';

const TABS: readonly { value: MarketingTab; label: string; panel: ComponentType }[] = [
  { value: 'bulk', label: 'Bulk Messages', panel: BulkMessagesTab },
  { value: 'groups', label: 'Manage Groups', panel: ManageGroupsTab },
];

const isTab = (value: string | null): value is MarketingTab => TABS.some((tab) => tab.value === value);

/**
 * /marketing, for admins: the number texts go out from, then two tabs; the open one is kept in
 * `?tab=` so a reload or a shared link keeps it. The conversations are the Messages page:
 * an old link to their tab (`?tab=conversations`) opens it.
 */
export function MarketingPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get(MARKETING_TAB_PARAM);
  if (requested === FORMER_CONVERSATIONS_TAB) return <Navigate to={ROUTES.messages.path} replace />;
  const active: MarketingTab = isTab(requested) ? requested : 'bulk';
  return (
    <Page title={ROUTES.marketing.title}>
      <SendingNumber />
      <Tabs value={active} onChange={(value) => value && setParams({ [MARKETING_TAB_PARAM]: value }, { replace: true })} keepMounted={false}>
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map(({ value, panel: Panel }) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Page>
  );
}
