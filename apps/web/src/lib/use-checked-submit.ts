import { useState } from 'react';
import type { z } from 'zod';
import { useContractMessage } from './use-contract-message.ts';
import { useSingleFlight } from './use-single-flight.ts';

export interface CheckedSubmitOptions<Checked, Input> {
  /** The contract's rule for the input, checked before anything is sent; its first message becomes `invalid`. */
  rule?: z.ZodType<Checked, Input>;
  /** Sends the checked input (a mutation's `mutateAsync`, a dialog's action). */
  send: (checked: Checked) => Promise<unknown>;
  /** After the send went through (a snackbar, clearing the draft, closing the dialog). */
  onSent?: () => void;
  /**
   * Takes a refusal that is shown elsewhere (a room's 409 goes to the snackbar and reloads the room)
   * and answers whether it took it; a refusal it does not take stays in place as `error`.
   */
  takeRefusal?: (error: unknown) => boolean;
  /** After `takeRefusal` took one (closing the dialog whose room moved on). */
  onRefused?: () => void;
}

export interface CheckedSubmit<Input> {
  /** Checks the input, then sends it; a second call while one is on its way does nothing. */
  submit: (input: Input) => Promise<void>;
  /** What the rule found wrong with the input, in the display language (null when it passed). */
  invalid: string | null;
  /** The server's refusal of the last send, to show in place (null when none). */
  error: unknown;
  /** A send is on its way. */
  pending: boolean;
  /** Forgets what was wrong (a dialog closed and opened again starts clean). */
  reset: () => void;
}

/**
 * "Check the input, send it, show the refusal", written once for the composers and dialogs: the
 * input is checked by the contract's rule (the same the server applies), sent at most once at a time
 * (a double click sends once), and a refusal either goes where `takeRefusal` puts it or stays on the
 * form as `error` until the next send.
 */
export function useCheckedSubmit<Checked, Input = Checked>({ rule, send, onSent, takeRefusal, onRefused }: CheckedSubmitOptions<Checked, Input>): CheckedSubmit<Input> {
  const contractMessage = useContractMessage();
  const once = useSingleFlight();
  const [invalid, setInvalid] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const submit = async (input: Input) => {
    await once(async () => {
      const checked = rule ? rule.safeParse(input) : ({ success: true, data: input as unknown as Checked } as const);
      if (!checked.success) {
        setInvalid(contractMessage(checked.error.issues[0]?.message) ?? null);
        return;
      }
      setInvalid(null);
      setError(null);
      setPending(true);
      try {
        await send(checked.data);
        setPending(false);
        onSent?.();
      } catch (caught) {
        setPending(false);
        if (takeRefusal?.(caught)) onRefused?.();
        else setError(caught);
      }
    });
  };
  const reset = () => {
    setInvalid(null);
    setError(null);
  };
  return { submit, invalid, error, pending, reset };
}
