import { CheckCircle2, XCircle } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useAuthStore } from '@/lib/auth/auth-store';
import { env } from '@/lib/firebase/app';
import { Button } from '@/lib/ui/button';
import { DescriptionRow } from '@/lib/ui/description-row';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/lib/ui/card';
import { PageHeader } from '@/lib/ui/page-header';
import { Spinner } from '@/lib/ui/spinner';
import { callableRoundTrip, firestoreRoundTrip, sessionRoundTrip } from './diagnostic-checks';
import { runCheck, type CheckResult } from './run-check';

const checks = [
  { id: 'firestore', label: 'Firestore read', run: firestoreRoundTrip },
  { id: 'callable', label: 'Callable function (ping)', run: callableRoundTrip },
  { id: 'session', label: 'Session endpoint', run: sessionRoundTrip },
] as const;

type CheckId = (typeof checks)[number]['id'];

/** A diagnostic page for developers and support: what build, which backend, who you are, and live round-trips. */
export default function ArchitectureTestPage() {
  const { status, user, claims } = useAuthStore();
  const [results, setResults] = useState<Partial<Record<CheckId, CheckResult>>>({});
  const [running, setRunning] = useState(false);

  async function runAll() {
    setRunning(true);
    setResults({});
    for (const check of checks) {
      const result = await runCheck(check.run);
      setResults((current) => ({ ...current, [check.id]: result }));
    }
    setRunning(false);
  }

  function raiseToasts() {
    for (let i = 1; i <= 6; i += 1) toast(`Test notification ${i} of 6`);
  }

  const backend = env.emulators
    ? `Emulators (Auth :${env.emulators.authPort}, Firestore :${env.emulators.firestorePort}, Functions :${env.emulators.functionsPort})`
    : 'Production';

  return (
    <>
      <PageHeader
        title="Architecture Test"
        description="Diagnostics for this build, its backend and your session."
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Build</CardTitle>
          </CardHeader>
          <CardContent>
            <dl>
              <DescriptionRow
                label="Build id"
                value={<span data-testid="build-id">{__BUILD_ID__}</span>}
              />
              <DescriptionRow label="Mode" value={env.mode} />
              <DescriptionRow
                label="Backend"
                value={<span data-testid="backend">{backend}</span>}
              />
              <DescriptionRow label="Project" value={env.firebase.projectId} />
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Session</CardTitle>
          </CardHeader>
          <CardContent>
            <dl>
              <DescriptionRow label="Auth state" value={status} />
              <DescriptionRow label="User id" value={user?.uid ?? '—'} />
              <DescriptionRow label="Email" value={user?.email ?? '—'} />
              <DescriptionRow
                label="Claims"
                value={<pre className="whitespace-pre-wrap">{JSON.stringify(claims, null, 2)}</pre>}
              />
            </dl>
          </CardContent>
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Round-trips</CardTitle>
            <CardDescription>Each check is timed from this browser.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => void runAll()} disabled={running}>
                {running ? <Spinner /> : null} Run checks
              </Button>
              <Button variant="outline" onClick={raiseToasts}>
                Raise 6 test notifications
              </Button>
            </div>
            <ul className="divide-y rounded-lg border" aria-live="polite">
              {checks.map((check) => {
                const result = results[check.id];
                return (
                  <li
                    key={check.id}
                    className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm"
                    data-testid={`check-${check.id}`}
                  >
                    {result ? (
                      result.ok ? (
                        <CheckCircle2 aria-label="passed" className="size-4 text-success" />
                      ) : (
                        <XCircle aria-label="failed" className="size-4 text-destructive" />
                      )
                    ) : (
                      <span className="size-4" />
                    )}
                    <span className="font-medium">{check.label}</span>
                    {result ? (
                      <>
                        <span className="tabular-nums text-muted-foreground">{result.ms} ms</span>
                        <span className="w-full text-muted-foreground sm:w-auto">
                          {result.detail}
                        </span>
                      </>
                    ) : (
                      <span className="text-muted-foreground">not run</span>
                    )}
                  </li>
                );
              })}
            </ul>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
