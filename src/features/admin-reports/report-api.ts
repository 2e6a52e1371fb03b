import type { Report } from '@contracts/admin-reports';
import { callOperation } from '@/lib/firebase/functions';
import type { DayRange } from './report-model';

/** The report of a range (read-only; the server seals finished days as it reads them). */
export const fetchReport = (range: DayRange): Promise<Report> =>
  callOperation('adminReportOperations', 'get', range);
