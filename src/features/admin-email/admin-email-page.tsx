import { Tabs } from 'radix-ui';
import { PageHeader } from '@/lib/ui/page-header';
import { AnnouncementsSection } from './announcements-section';
import { MailLogSection } from './mail-log-section';
import { TemplatesSection } from './templates-section';

const tabClass =
  'rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm';

/** /admin/email: the mail log, the templates (preview, test send) and announcements. */
export default function AdminEmailPage() {
  return (
    <>
      <PageHeader
        title="Email"
        description="Every mail the product sends, its templates, and announcements to your users."
      />
      <Tabs.Root defaultValue="log">
        <Tabs.List aria-label="Email sections" className="mb-6 inline-flex rounded-lg bg-muted p-1">
          <Tabs.Trigger value="log" className={tabClass}>
            Mail log
          </Tabs.Trigger>
          <Tabs.Trigger value="templates" className={tabClass}>
            Templates
          </Tabs.Trigger>
          <Tabs.Trigger value="announcements" className={tabClass}>
            Announcements
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="log">
          <MailLogSection />
        </Tabs.Content>
        <Tabs.Content value="templates">
          <TemplatesSection />
        </Tabs.Content>
        {/* Kept mounted: a send in progress continues while another tab is open, and an unfinished
            job resumes as soon as the page opens. */}
        <Tabs.Content value="announcements" forceMount className="data-[state=inactive]:hidden">
          <AnnouncementsSection />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
