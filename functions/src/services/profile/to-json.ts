import { DocumentReference, GeoPoint, Timestamp } from 'firebase-admin/firestore';

/**
 * A Firestore value as plain JSON: times as ISO strings, references as their paths, bytes as
 * base64, so an export reads the same in any tool.
 */
export function toJson(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (value instanceof DocumentReference) return value.path;
  if (value instanceof GeoPoint) return { latitude: value.latitude, longitude: value.longitude };
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (Array.isArray(value)) return value.map(toJson);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, toJson(inner)]),
    );
  }
  return value;
}

/** A document's data as a JSON object, or null when it does not exist. */
export function docJson(data: Record<string, unknown> | undefined): Record<string, unknown> | null {
  return data ? (toJson(data) as Record<string, unknown>) : null;
}

/** A time stored as ms, a Timestamp or an ISO string, as an ISO string (null when unknown). */
export function isoTime(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value).toISOString();
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) {
    return new Date(value).toISOString();
  }
  return null;
}
