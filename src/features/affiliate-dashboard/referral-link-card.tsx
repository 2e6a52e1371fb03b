import { useId, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/lib/ui/card';
import { CopyButton } from '@/lib/ui/copy-button';
import { Input } from '@/lib/ui/input';
import { Label } from '@/lib/ui/label';
import { buildReferralLink, type UtmFields } from './referral-link';

const LANDING_PAGES = [
  { path: '/', label: 'Home page' },
  { path: '/pricing', label: 'Pricing' },
  { path: '/about', label: 'About' },
];

function LinkRow({ testId, link, copyLabel }: { testId: string; link: string; copyLabel: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <code
        data-testid={testId}
        className="min-w-0 flex-1 break-all rounded-md bg-muted px-3 py-2 text-sm"
      >
        {link}
      </code>
      <CopyButton text={link} label={copyLabel} what="link" size="sm" />
    </div>
  );
}

/** The affiliate's link, and a builder for campaign links with UTM parameters. */
export function ReferralLinkCard({ username }: { username: string }) {
  const id = useId();
  const [path, setPath] = useState('/');
  const [utm, setUtm] = useState<UtmFields>({ source: '', medium: '', campaign: '' });
  const origin = window.location.origin;
  const plain = buildReferralLink(origin, username);
  const campaign = buildReferralLink(origin, username, path, utm);
  const field = (key: keyof UtmFields, label: string, placeholder: string) => (
    <div className="space-y-1.5">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input
        id={`${id}-${key}`}
        value={utm[key]}
        placeholder={placeholder}
        maxLength={100}
        onChange={(e) => setUtm({ ...utm, [key]: e.target.value })}
      />
    </div>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your link</CardTitle>
        <CardDescription>
          Share it anywhere: every visit through it is counted, and sign-ups are credited to you.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <LinkRow testId="referral-link" link={plain} copyLabel="Copy your link" />
        <fieldset className="space-y-4">
          <legend className="text-sm font-semibold">Campaign link builder</legend>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-path`}>Landing page</Label>
              <select
                id={`${id}-path`}
                value={path}
                onChange={(e) => setPath(e.target.value)}
                className="flex h-10 w-full rounded-md border border-input bg-card px-3 text-sm"
              >
                {LANDING_PAGES.map((p) => (
                  <option key={p.path} value={p.path}>
                    {p.label}
                  </option>
                ))}
              </select>
            </div>
            {field('source', 'Source', 'newsletter')}
            {field('medium', 'Medium', 'email')}
            {field('campaign', 'Campaign', 'spring-launch')}
          </div>
          <LinkRow testId="campaign-link" link={campaign} copyLabel="Copy the campaign link" />
        </fieldset>
      </CardContent>
    </Card>
  );
}
