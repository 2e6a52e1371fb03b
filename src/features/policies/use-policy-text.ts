import type { PolicyKind } from '@contracts/policies';
import { useEffect, useState } from 'react';
import { fetchPolicyText, type PolicyText } from './policy-api';

export type PolicyTextState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; text: PolicyText };

/** Loads one policy text (a version, or the current one), with a retry after a failure. */
export function usePolicyText(kind: PolicyKind, version?: number): PolicyTextState {
  const [attempt, setAttempt] = useState(0);
  const key = `${kind}:${version ?? 'current'}:${attempt}`;
  const [result, setResult] = useState<{ key: string; state: PolicyTextState } | null>(null);

  useEffect(() => {
    let active = true;
    fetchPolicyText(kind, version).then(
      (text) => {
        if (active)
          setResult({ key, state: text ? { status: 'ready', text } : { status: 'missing' } });
      },
      () => {
        if (active)
          setResult({
            key,
            state: { status: 'error', retry: () => setAttempt((n) => n + 1) },
          });
      },
    );
    return () => {
      active = false;
    };
  }, [kind, version, key]);

  return result?.key === key ? result.state : { status: 'loading' };
}
