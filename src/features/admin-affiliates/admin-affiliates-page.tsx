import { useSearchParams } from 'react-router';
import { PageHeader } from '@/lib/ui/page-header';
import { SectionTabs } from '@/lib/ui/section-tabs';
import { AffiliatesSection } from './affiliates-section';
import { PayoutsSection } from './payouts-section';

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
      <SectionTabs
        label="Affiliate sections"
        value={tab}
        onValueChange={setTab}
        tabs={[
          { value: 'affiliates', label: 'Affiliates', content: <AffiliatesSection /> },
          {
            value: 'payouts',
            label: 'Payouts',
            content: <PayoutsSection batchId={batchId} onOpenBatch={openBatch} />,
          },
        ]}
      />
    </>
  );
}
