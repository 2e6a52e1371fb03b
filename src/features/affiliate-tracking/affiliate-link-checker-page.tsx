import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { Button } from '@/lib/ui/button';
import { DescriptionRow } from '@/lib/ui/description-row';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/lib/ui/card';
import { fieldAria, FormField } from '@/lib/ui/form-field';
import { Input } from '@/lib/ui/input';
import { PageHeader } from '@/lib/ui/page-header';
import { Spinner } from '@/lib/ui/spinner';
import {
  clearAffiliateData,
  isAffiliateUsername,
  readAffiliate,
  readSessionId,
  storeAffiliate,
  subscribeAffiliateStorage,
} from './affiliate-storage';
import { trackVisit } from './track-visit';
import { useTrackingStatus } from './tracking-status';

const FIELD_ID = 'affiliate-username';
const NONE = 'none';

function usernameError(value: string): string | undefined {
  if (!value) return 'Enter an affiliate username.';
  if (!isAffiliateUsername(value)) {
    return 'Use 1 to 40 lowercase letters, digits or underscores (no spaces or capitals).';
  }
  return undefined;
}

/**
 * A tool for affiliates and support: what this browser has stored for affiliate tracking,
 * what the last visit-tracking call answered, and controls to set, track and clear.
 */
export default function AffiliateLinkCheckerPage() {
  const affiliate = useSyncExternalStore(subscribeAffiliateStorage, readAffiliate);
  const sessionId = useSyncExternalStore(subscribeAffiliateStorage, readSessionId);
  const last = useTrackingStatus((s) => s.last);
  const location = useLocation();

  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState('');
  const [tracking, setTracking] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = username.trim();
    const problem = usernameError(value);
    setError(problem);
    if (problem) {
      document.getElementById(FIELD_ID)?.focus();
      return;
    }
    storeAffiliate(value);
    setUsername('');
    setNotice(`Affiliate set to ${value}.`);
  }

  async function trackNow() {
    setTracking(true);
    setNotice('');
    const tracked = await trackVisit(location);
    setTracking(false);
    setNotice(tracked ? 'The visit was tracked.' : 'The visit was not tracked.');
  }

  function clear() {
    clearAffiliateData();
    setNotice('Affiliate and session cleared.');
  }

  const exampleLink = affiliate ? `${window.location.origin}/?ref=${affiliate}` : null;

  return (
    <>
      <PageHeader
        title={paths.testAffiliateCookie.title}
        description="Check what this browser stores for affiliate links, and send a test visit."
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Stored in this browser</CardTitle>
            <CardDescription>
              Set by a link with <code>?ref=</code> or <code>?affiliate=</code> on any page.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <dl>
              <DescriptionRow
                label="Affiliate"
                value={<span data-testid="stored-affiliate">{affiliate ?? NONE}</span>}
              />
              <DescriptionRow
                label="Session id"
                value={<span data-testid="stored-session">{sessionId ?? NONE}</span>}
              />
              {exampleLink ? <DescriptionRow label="Affiliate link" value={exampleLink} /> : null}
            </dl>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Last tracking result</CardTitle>
            <CardDescription>The last visit sent from this tab.</CardDescription>
          </CardHeader>
          <CardContent>
            <div aria-live="polite" data-testid="last-result">
              {last ? (
                <dl>
                  <DescriptionRow
                    label="Result"
                    value={
                      <span className={last.tracked ? 'text-success' : 'text-destructive'}>
                        {last.tracked ? 'Tracked' : 'Not tracked'}
                      </span>
                    }
                  />
                  <DescriptionRow label="Affiliate" value={last.affiliate} />
                  <DescriptionRow
                    label="Time"
                    value={
                      <time dateTime={new Date(last.at).toISOString()}>
                        {new Date(last.at).toLocaleString()}
                      </time>
                    }
                  />
                </dl>
              ) : (
                <p className="text-sm text-muted-foreground">
                  None: no visit sent from this tab yet.
                </p>
              )}
            </div>
          </CardContent>
        </Card>

        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Test tools</CardTitle>
            <CardDescription>
              Set an affiliate as a link would, send a visit, or start over.
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            <form
              noValidate
              onSubmit={onSubmit}
              className="flex flex-col gap-3 sm:flex-row sm:items-start"
            >
              <div className="flex-1">
                <FormField
                  id={FIELD_ID}
                  label="Affiliate username"
                  error={error}
                  hint="Lowercase letters, digits and underscores, up to 40 characters."
                >
                  <Input
                    {...fieldAria(FIELD_ID, error, true)}
                    value={username}
                    onChange={(event) => setUsername(event.target.value)}
                    autoComplete="off"
                    autoCapitalize="none"
                    spellCheck={false}
                  />
                </FormField>
              </div>
              <Button type="submit" className="sm:mt-6">
                Set affiliate
              </Button>
            </form>
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => void trackNow()} disabled={!affiliate || tracking}>
                {tracking ? <Spinner label="Sending" /> : null} Track a visit now
              </Button>
              <Button variant="outline" onClick={clear}>
                Clear affiliate and session
              </Button>
            </div>
            {!affiliate ? (
              <p className="text-sm text-muted-foreground">
                Set an affiliate first to track a visit.
              </p>
            ) : null}
            <p role="status" className="text-sm">
              {notice}
            </p>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
