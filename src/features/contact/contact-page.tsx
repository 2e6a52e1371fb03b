import { Handshake, LifeBuoy, Lock, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { TitledSection } from '@/lib/ui/titled-section';
import { ContactForm } from './contact-form';

const channels = [
  {
    Icon: LifeBuoy,
    title: 'Support',
    text: 'Trouble signing in, a bug, or a question about your account.',
    email: site.supportEmail,
  },
  {
    Icon: Mail,
    title: 'Sales',
    text: 'Plans for larger teams, invoices and procurement questions.',
    email: site.salesEmail,
  },
  {
    Icon: Handshake,
    title: 'Affiliates',
    text: 'Questions about your referral link, payouts or the programme terms.',
    email: site.affiliatesEmail,
  },
  {
    Icon: Lock,
    title: 'Privacy',
    text: 'Requests about your personal data.',
    email: site.privacyEmail,
  },
];

export default function ContactPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-semibold tracking-tight">Contact us</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
        Real people read every message. Write to us with the form, or to the team that can help you
        best, and we will answer by email.
      </p>
      <div className="mt-10 grid gap-8 lg:grid-cols-5">
        <section className="rounded-xl border bg-card p-6 shadow-sm lg:col-span-3">
          <ContactForm />
        </section>
        <TitledSection
          id="channels-title"
          title="Write to a team directly"
          className="lg:col-span-2"
          titleClassName="sr-only"
        >
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            {channels.map(({ Icon, title, text, email }) => (
              <li key={title} className="rounded-xl border bg-card p-5">
                <div className="flex items-center gap-2">
                  <Icon aria-hidden className="size-5 text-primary" />
                  <h3 className="font-semibold">{title}</h3>
                </div>
                <p className="mt-2 text-sm text-muted-foreground">{text}</p>
                <a
                  href={`mailto:${email}`}
                  className="mt-3 inline-block break-all text-sm font-medium text-primary hover:underline"
                >
                  {email}
                </a>
              </li>
            ))}
          </ul>
        </TitledSection>
      </div>
      <p className="mt-10 text-sm text-muted-foreground">
        Want your data removed? The{' '}
        <Link to={paths.deleteData.path} className="underline">
          delete your data
        </Link>{' '}
        page explains how to do it yourself.
      </p>
    </div>
  );
}
