import { REPORT_FLOW_KEYS, type ReportFlow } from '@contracts/admin-reports';

/** A flow with every figure 0 (tests build reports from it). */
export const emptyFlowForTests = (): ReportFlow =>
  Object.fromEntries(REPORT_FLOW_KEYS.map((key) => [key, 0])) as ReportFlow;
