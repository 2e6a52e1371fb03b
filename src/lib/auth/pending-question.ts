import { create } from 'zustand';

/** A question a dialog is waiting to have answered, with the way to settle it. */
export interface Pending<Q, A> {
  /** Each question is a new dialog (its own state, its own SMS). */
  id: number;
  question: Q;
  answer: (value: A) => void;
  cancel: (reason: unknown) => void;
}

let lastId = 0;

/**
 * A question asked from outside React (a sign-in, a refused call) and answered in a dialog:
 * `ask` stores it and awaits the answer; the dialog reads `usePending` and settles it. A new
 * question replaces one still open, which is cancelled with `replaced()`.
 */
export function pendingQuestion<Q, A>(replaced: () => unknown) {
  const usePending = create<{ pending: Pending<Q, A> | null }>(() => ({ pending: null }));
  const ask = (question: Q): Promise<A> => {
    usePending.getState().pending?.cancel(replaced());
    return new Promise<A>((resolve, reject) => {
      const settle =
        <T>(done: (value: T) => void) =>
        (value: T) => {
          usePending.setState({ pending: null });
          done(value);
        };
      usePending.setState({
        pending: { id: ++lastId, question, answer: settle(resolve), cancel: settle(reject) },
      });
    });
  };
  return { usePending, ask };
}
