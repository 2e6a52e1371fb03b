import { paths } from '@/config/paths';
import { LinkButton } from '@/lib/ui/link-button';

const principles = [
  {
    title: 'People first',
    text: 'Software should make it easier for everyone to take part, not harder. Every screen is built to work by keyboard and with a screen reader, in light and dark.',
  },
  {
    title: 'Privacy by design',
    text: 'We ask you to accept our terms and privacy policy knowingly, tell you when they change, and let you take your data with you or delete it yourself.',
  },
  {
    title: 'Fair, visible pricing',
    text: 'Plans are priced in the open, billed per company, and you can change or cancel them yourself at any time.',
  },
  {
    title: 'Security as a habit',
    text: 'Access rules are enforced on our servers, not just in the interface, and anything that touches money or permissions is checked there.',
  },
];

export default function AboutPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-semibold tracking-tight">About Parley</h1>
      <p className="mt-6 text-lg text-muted-foreground">
        Parley is a workspace for teams: who is in the team, what each person may do, how the team
        pays and what happens to everyone's data. We started it because these are usually an
        afterthought. In Parley they are the foundation.
      </p>
      <h2 className="mt-14 text-2xl font-semibold tracking-tight">What we believe</h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2">
        {principles.map((p) => (
          <li key={p.title} className="rounded-xl border bg-card p-6">
            <h3 className="font-semibold">{p.title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{p.text}</p>
          </li>
        ))}
      </ul>
      <h2 className="mt-14 text-2xl font-semibold tracking-tight">Work with us</h2>
      <p className="mt-4 text-muted-foreground">
        If you recommend Parley to others, our affiliate programme credits you for the people who
        join. If you have a question, a suggestion or a problem, we would like to hear it.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <LinkButton to={paths.contact.path}>Contact us</LinkButton>
        <LinkButton to={paths.affiliateProgram.path} variant="outline">
          The affiliate programme
        </LinkButton>
      </div>
    </div>
  );
}
