import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useUpdateRemixVariant } from './useUpdateRemixVariant';

/**
 * Editing a variant's text: the draft (null: not editing), the server's refusal, and the
 * focus: into the editor as it opens, back to Edit once it closes (saved or cancelled).
 */
export function useVariantEditing(variantId: string) {
  const [update, updating] = useUpdateRemixVariant();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const editor = useRef<HTMLTextAreaElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const editing = draft !== null;

  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (editing) editor.current?.focus();
    else if (refocus) {
      editButton.current?.focus();
      setRefocus(false);
    }
  }, [editing, refocus]);

  const stop = () => {
    setDraft(null);
    setError(null);
    setRefocus(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft === null || updating) return;
    setError(null);
    update(variantId, draft, (refusal) => {
      if (refusal) {
        setError(refusal);
        editor.current?.focus();
      } else {
        stop();
      }
    });
  };

  return { draft, setDraft, error, updating, editor, editButton, stop, submit };
}
