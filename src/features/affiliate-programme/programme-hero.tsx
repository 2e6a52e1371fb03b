import type { ReactNode } from 'react';
import { LinkButton } from '@/lib/ui/link-button';

interface HeroLink {
  to: string;
  label: string;
}

/** The top of the programme's public pages: the title, the lead, then Apply and its companion. */
export function ProgrammeHero({
  title,
  lead,
  apply,
  other,
}: {
  title: string;
  /** The lead paragraph(s), large and muted. */
  lead: ReactNode;
  apply: HeroLink;
  other: HeroLink;
}) {
  return (
    <>
      <h1 className="text-4xl font-semibold tracking-tight">{title}</h1>
      <div className="mt-4 max-w-3xl text-lg text-muted-foreground">{lead}</div>
      <div className="mt-6 flex flex-wrap gap-3">
        <LinkButton to={apply.to} size="lg">
          {apply.label}
        </LinkButton>
        <LinkButton to={other.to} size="lg" variant="outline">
          {other.label}
        </LinkButton>
      </div>
    </>
  );
}
