import { useState } from 'react';
import { type AdminExport, downloadAdminExport } from './admin-export.ts';

/**
 * A list's 'Export CSV' button: busy while the file downloads (so a second click does not start a
 * second download), and the screen's failure text afterwards until dismissed or retried.
 */
export function useAdminExport(resource: AdminExport, failureText: string) {
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const exportCsv = async (filters: Record<string, string | undefined>) => {
    setError(null);
    setExporting(true);
    try {
      await downloadAdminExport(resource, filters);
    } catch {
      setError(failureText);
    } finally {
      setExporting(false);
    }
  };

  return { exporting, error, dismissError: () => setError(null), exportCsv };
}
