import { RefreshCw } from 'lucide-react';
import { Button } from './button';
import { Spinner } from './spinner';

/** Reads a page's figures again; while a read runs it shows a spinner and is disabled. */
export function RefreshButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={onClick} disabled={loading}>
      {loading ? <Spinner /> : <RefreshCw aria-hidden />} Refresh
    </Button>
  );
}
