import { REMIX_PARTS, REMIX_VARIANTS, type RemixPartValue } from '@swipestack/common/remix';
import { type FormEvent, useRef, useState } from 'react';
import type { RemixPart } from '../../__generated__/useCreateRemixMutation.graphql';
import { BRIEF_FIELDS, useCreateRemix } from './useCreateRemix';

export type BriefField = (typeof BRIEF_FIELDS)[number];
type BriefErrors = Partial<Record<string, string>>;

const DEFAULT_PARTS: readonly RemixPartValue[] = ['HEADLINE', 'BODY'];

/**
 * The brief's state: its fields, their errors and the form's, the refs the first refused
 * field takes the focus through, and the submit that asks for the remix (held back while
 * `disabled`).
 */
export function useRemixBrief({
  teamId,
  sourceSwipeId,
  disabled,
  onCreated,
}: {
  teamId: string;
  sourceSwipeId: string | null;
  disabled: boolean;
  onCreated: (remixId: string) => void;
}) {
  const [product, setProduct] = useState('');
  const [audience, setAudience] = useState('');
  const [tone, setTone] = useState('');
  const [parts, setParts] = useState<readonly RemixPartValue[]>(DEFAULT_PARTS);
  const [variants, setVariants] = useState<number>(REMIX_VARIANTS.default);
  const [errors, setErrors] = useState<BriefErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [create, creating] = useCreateRemix(teamId);

  const refs = {
    product: useRef<HTMLTextAreaElement>(null),
    audience: useRef<HTMLInputElement>(null),
    tone: useRef<HTMLInputElement>(null),
    parts: useRef<HTMLInputElement>(null),
    variants: useRef<HTMLSelectElement>(null),
    sourceSwipeId: useRef<HTMLButtonElement>(null),
  } satisfies Record<BriefField, { current: HTMLElement | null }>;
  const alertRef = useRef<HTMLDivElement>(null);

  const clearError = (field: BriefField) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  /** A field's change handler: its new value, and its error gone. */
  const change =
    <T>(field: BriefField, set: (value: T) => void) =>
    (value: T) => {
      set(value);
      clearError(field);
    };
  const togglePart = (part: RemixPartValue, checked: boolean) => {
    clearError('parts');
    setParts((current) =>
      REMIX_PARTS.map((p) => p.value).filter((value) =>
        value === part ? checked : current.includes(value),
      ),
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (creating || disabled) return;
    setErrors({});
    setFormError(null);
    create(
      {
        teamId,
        product,
        audience,
        tone,
        parts: parts as RemixPart[],
        variants,
        sourceSwipe: sourceSwipeId,
      },
      {
        onCreated,
        onInvalid: ({ fields, form }) => {
          setErrors(fields);
          setFormError(form);
          const first = BRIEF_FIELDS.find((field) => fields[field]);
          if (first) refs[first].current?.focus();
          else alertRef.current?.focus();
        },
      },
    );
  };

  return {
    values: { product, audience, tone, parts, variants },
    set: {
      product: change('product', setProduct),
      audience: change('audience', setAudience),
      tone: change('tone', setTone),
      variants: change('variants', setVariants),
    },
    togglePart,
    clearError,
    errors,
    formError,
    refs,
    alertRef,
    creating,
    submit,
  };
}
