import { PageHeader } from '@/lib/ui/page-header';
import { SectionTabs } from '@/lib/ui/section-tabs';
import { AnnouncementsSection } from './announcements-section';
import { MailLogSection } from './mail-log-section';
import { TemplatesSection } from './templates-section';

/** /admin/email: the mail log, the templates (preview, test send) and announcements. */
export default function AdminEmailPage() {
  return (
    <>
      <PageHeader
        title="Email"
        description="Every mail the product sends, its templates, and announcements to your users."
      />
      <SectionTabs
        label="Email sections"
        defaultValue="log"
        tabs={[
          { value: 'log', label: 'Mail log', content: <MailLogSection /> },
          { value: 'templates', label: 'Templates', content: <TemplatesSection /> },
          // Kept mounted: a send in progress continues while another tab is open, and an
          // unfinished job resumes as soon as the page opens.
          {
            value: 'announcements',
            label: 'Announcements',
            content: <AnnouncementsSection />,
            keepMounted: true,
          },
        ]}
      />
    </>
  );
}
