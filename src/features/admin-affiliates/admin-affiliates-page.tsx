import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/lib/ui/page-header';
import { AffiliatesSection } from './affiliates-section';
import { PayoutsSection } from './payouts-section';

const tabClass =
  'rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm';

type Tab = 'affiliates' | 'payouts';

/**
 * /admin/affiliates/management: the affiliates with their results and balances (each opens its
 * page), and payouts (generate a batch, batches, mark paid, CSV). The tab and the open batch are
 * in the URL (`?tab=payouts&batch=…`), so they survive a reload and can be linked.
 */
export default function AdminAffiliatesPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'payouts' ? 'payouts' : 'affiliates';
  const batchId = params.get('batch');
  const setTab = (next: string) =>
    setParams(next === 'payouts' ? { tab: 'payouts' } : {}, { replace: true });
  const openBatch = (id: string | null) =>
    setParams(id ? { tab: 'payouts', batch: id } : { tab: 'payouts' });

  return (
    <>
      <PageHeader
        title="Affiliates"
        description="Approved and suspended affiliates with their results and balances, and their payouts."
      />
      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List
          aria-label="Affiliate sections"
          className="mb-6 inline-flex rounded-lg bg-muted p-1"
        >
          <Tabs.Trigger value="affiliates" className={tabClass}>
            Affiliates
          </Tabs.Trigger>
          <Tabs.Trigger value="payouts" className={tabClass}>
            Payouts
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="affiliates">
          <AffiliatesSection />
        </Tabs.Content>
        <Tabs.Content value="payouts">
          <PayoutsSection batchId={batchId} onOpenBatch={openBatch} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
