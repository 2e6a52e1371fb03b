import { create } from 'zustand';

export interface TrackingResult {
  /** When the visit was made (ms since the epoch). */
  at: number;
  tracked: boolean;
  affiliate: string;
}

interface TrackingStatus {
  last: TrackingResult | null;
}

/** The last visit-tracking result, for the affiliate link checker. */
export const useTrackingStatus = create<TrackingStatus>(() => ({ last: null }));

/** Records a result unless a later visit has already been recorded (answers can cross). */
export function recordTrackingResult(result: TrackingResult): void {
  const { last } = useTrackingStatus.getState();
  if (last && last.at > result.at) return;
  useTrackingStatus.setState({ last: result });
}
