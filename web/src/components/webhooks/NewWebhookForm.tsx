import { suggestedWebhookKind, WEBHOOK_EVENTS } from '@swipestack/common/webhooks';
import { type FormEvent, useId, useState } from 'react';
import type { FieldErrors } from '../../lib/formErrors';
import { FormAlert, TextField } from '../forms';
import { ShownOnceSecret } from '../ShownOnceSecret';
import { useCreateWebhook, type WebhookKind } from './useWebhookMutations';
import { COPY_SECRET } from './WebhookItem';

const KINDS: { value: WebhookKind; label: string; hint: string }[] = [
  { value: 'GENERIC', label: 'JSON', hint: 'A signed JSON POST of each event, for your own code.' },
  { value: 'SLACK', label: 'Slack', hint: 'A readable message in a Slack channel.' },
];

/** "Add a webhook": address, kind (proposed from the address), events; the secret once. */
export function NewWebhookForm({ teamId, onAdded }: { teamId: string; onAdded: () => void }) {
  const [url, setUrl] = useState('');
  const [kind, setKind] = useState<WebhookKind | null>(null);
  const [events, setEvents] = useState<string[]>(['swipe.created']);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [added, setAdded] = useState<{ url: string; secret: string } | null>(null);
  const [create, creating] = useCreateWebhook();
  const eventsId = useId();
  const chosenKind = kind ?? suggestedWebhookKind(url);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (creating) return;
    setErrors({});
    setFormError(null);
    create(
      { teamId, url: url.trim(), kind: chosenKind, events },
      {
        onDone: (webhook) => {
          setAdded(webhook);
          setUrl('');
          setKind(null);
          setEvents(['swipe.created']);
          onAdded();
        },
        onFailed: (fields, form) => {
          setErrors(fields);
          setFormError(form);
        },
      },
    );
  };

  const toggle = (type: string, on: boolean) =>
    setEvents((current) => (on ? [...current, type] : current.filter((t) => t !== type)));

  return (
    <div className="space-y-4">
      {added ? (
        <ShownOnceSecret
          message={`Webhook to ${added.url} added. ${COPY_SECRET}`}
          secret={added.secret}
          copied="Secret"
          onDone={() => setAdded(null)}
        />
      ) : null}
      <form noValidate onSubmit={onSubmit} aria-label="Add a webhook" className="space-y-4">
        <h3 className="text-base font-semibold">Add a webhook</h3>
        <FormAlert message={formError} />
        <TextField
          name="webhookUrl"
          label="Address (URL)"
          hint="Where events are POSTed, e.g. https://example.com/swipestack or a Slack incoming webhook."
          type="url"
          inputMode="url"
          autoComplete="off"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={errors.url}
        />
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Send as</legend>
          <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
            {KINDS.map((option) => (
              <label key={option.value} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="webhookKind"
                  className="mt-0.5 size-4"
                  checked={chosenKind === option.value}
                  onChange={() => setKind(option.value)}
                />
                <span>
                  <span className="font-medium text-slate-900">{option.label}</span>
                  <span className="block text-slate-600">{option.hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset aria-describedby={errors.events ? `${eventsId}-error` : undefined}>
          <legend className="text-sm font-medium text-slate-800">Events</legend>
          <div className="mt-1 grid gap-2 sm:grid-cols-2">
            {WEBHOOK_EVENTS.map((option) => (
              <label key={option.type} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={events.includes(option.type)}
                  onChange={(event) => toggle(option.type, event.target.checked)}
                />
                <span>
                  {option.label} <code className="text-xs text-slate-600">{option.type}</code>
                </span>
              </label>
            ))}
          </div>
          {errors.events ? (
            <p id={`${eventsId}-error`} className="mt-1 text-sm font-medium text-red-700">
              {errors.events}
            </p>
          ) : null}
        </fieldset>
        <button type="submit" className="btn-primary" disabled={creating}>
          {creating ? 'Adding…' : 'Add webhook'}
        </button>
      </form>
    </div>
  );
}
