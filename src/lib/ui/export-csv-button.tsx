import { Download } from 'lucide-react';
import { Button } from './button';

/** Export CSV: `onClick` builds the file and hands it to the browser (downloadCsv). */
export function ExportCsvButton({ disabled, onClick }: { disabled: boolean; onClick: () => void }) {
  return (
    <Button variant="outline" disabled={disabled} onClick={onClick}>
      <Download aria-hidden /> Export CSV
    </Button>
  );
}
