import { Download } from 'lucide-react';
import { useState } from 'react';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { Spinner } from '@/lib/ui/spinner';
import { downloadJson } from './download-json';
import { exportMyData } from './profile-api';

/** "Download my data": everything stored about the user, as a JSON file. */
export function DataExportPanel() {
  const [state, setState] = useState<
    | { status: 'idle' }
    | { status: 'busy' }
    | { status: 'done'; file: string }
    | { status: 'error'; message: string }
  >({ status: 'idle' });

  async function download() {
    setState({ status: 'busy' });
    try {
      const data = await exportMyData();
      const file = `parley-data-${data.exportedAt.slice(0, 10)}.json`;
      downloadJson(file, data);
      setState({ status: 'done', file });
    } catch (error) {
      setState({ status: 'error', message: callableMessage(error) });
    }
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        A JSON file with your account, profile, username, company memberships, invitations sent to
        you, and affiliate records.
      </p>
      <Button
        type="button"
        variant="outline"
        disabled={state.status === 'busy'}
        onClick={() => void download()}
      >
        {state.status === 'busy' ? (
          <Spinner label="Preparing your file" />
        ) : (
          <Download aria-hidden />
        )}
        Download my data
      </Button>
      {state.status === 'done' ? <Alert variant="info">Downloaded {state.file}.</Alert> : null}
      {state.status === 'error' ? (
        <Alert variant="destructive">We could not prepare your file. {state.message}</Alert>
      ) : null}
    </div>
  );
}
