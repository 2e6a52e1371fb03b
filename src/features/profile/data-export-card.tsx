import { Download } from 'lucide-react';
import { useState } from 'react';
import { useOperation } from '@/lib/data/use-action';
import { callableMessage } from '@/lib/firebase/callable-errors';
import { Alert } from '@/lib/ui/alert';
import { Button } from '@/lib/ui/button';
import { Spinner } from '@/lib/ui/spinner';
import { downloadJson } from './download-json';

/** "Download my data": everything stored about the user, as a JSON file. */
export function DataExportPanel() {
  // The file last downloaded, said under the button.
  const [file, setFile] = useState<string | null>(null);
  const exporting = useOperation('profileOperations', 'exportData', {
    // A read: nothing to refresh.
    invalidates: [],
    // Said under the button.
    errorToast: false,
    onSuccess: (data) => {
      const name = `parley-data-${data.exportedAt.slice(0, 10)}.json`;
      downloadJson(name, data);
      setFile(name);
    },
  });

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        A JSON file with your account, profile, username, company memberships, invitations sent to
        you, and affiliate records.
      </p>
      <Button
        type="button"
        variant="outline"
        disabled={exporting.pending}
        onClick={() => {
          setFile(null);
          exporting.run({});
        }}
      >
        {exporting.pending ? <Spinner label="Preparing your file" /> : <Download aria-hidden />}
        Download my data
      </Button>
      {file ? <Alert variant="info">Downloaded {file}.</Alert> : null}
      {exporting.error ? (
        <Alert variant="destructive">
          We could not prepare your file. {callableMessage(exporting.error)}
        </Alert>
      ) : null}
    </div>
  );
}
