import { useId } from 'react';
import { usePartnerChoices } from '@/dashboard/api/partner-choices';
import { CheckboxField, SelectField, TextField } from '@/dashboard/components/fields';
import { FormModal } from '@/dashboard/components/modal';
import { firstError, rules, useForm } from '@/dashboard/components/use-form';
import {
  type AdminWebhook,
  type WebhookEventType,
  type WebhookSecret,
  useCreateWebhook,
  useUpdateWebhook,
} from '../api/webhooks';
import { EVENT_LABEL, EVENT_TYPES, W } from './webhook-texts';

/** A new endpoint (its secret is shown by the caller once it is created) or a change to one. */
export function WebhookForm({
  webhook,
  onClose,
  onCreated,
}: {
  webhook?: AdminWebhook;
  onClose(): void;
  onCreated(created: WebhookSecret): void;
}) {
  const create = useCreateWebhook(onCreated);
  const update = useUpdateWebhook(onClose);
  const legendId = useId();
  // Only a new endpoint chooses its owner (the screen is ADMIN's, as the partner list is).
  const partners = usePartnerChoices(!webhook);
  const owners = [
    { value: '', label: W.officeOwn },
    ...(partners.data ?? []).map((p) => ({ value: p.id, label: p.name })),
  ];
  const form = useForm(
    {
      url: webhook?.url ?? '',
      description: webhook?.description ?? '',
      partnerId: webhook?.partnerId ?? '',
      enabled: webhook?.enabled ?? true,
      eventTypes: webhook?.eventTypes ?? EVENT_TYPES,
    },
    (v) => ({
      url: firstError(rules.required(v.url), rules.maxLength(v.url.trim(), 2000)),
      description: rules.maxLength(v.description.trim(), 200),
      eventTypes: v.eventTypes.length === 0 ? W.eventsRequired : undefined,
    }),
  );
  const chosen = form.field('eventTypes');
  const toggle = (type: WebhookEventType, on: boolean) =>
    chosen.onChange(
      on ? EVENT_TYPES.filter((t) => t === type || chosen.value.includes(t)) : chosen.value.filter((t) => t !== type),
    );
  const submit = form.handleSubmit((v) => {
    const common = { url: v.url.trim(), eventTypes: v.eventTypes, description: v.description.trim() };
    if (webhook) update.mutate({ id: webhook.id, body: { ...common, enabled: v.enabled } });
    else create.mutate({ ...common, ...(v.partnerId ? { partnerId: v.partnerId } : {}) });
  });
  return (
    <FormModal
      title={webhook ? W.edit : W.add}
      onClose={onClose}
      onSubmit={submit}
      pending={create.isPending || update.isPending}
    >
      <TextField label={W.url} type="url" required autoComplete="off" hint={W.urlHint} field={form.field('url')} />
      <fieldset className="field" aria-describedby={chosen.error ? `${legendId}-error` : undefined}>
        <legend id={legendId}>{W.events}</legend>
        {EVENT_TYPES.map((type) => (
          <div key={type} className="adm-check">
            <label>
              <input
                type="checkbox"
                checked={chosen.value.includes(type)}
                onChange={(e) => toggle(type, e.target.checked)}
              />
              {EVENT_LABEL[type]} <code className="muted">{type}</code>
            </label>
          </div>
        ))}
        {chosen.error ? (
          <span id={`${legendId}-error`} className="form-error">
            {chosen.error}
          </span>
        ) : null}
      </fieldset>
      <TextField label={W.description} hint={W.descriptionHint} autoComplete="off" field={form.field('description')} />
      {webhook ? (
        <CheckboxField label={W.enabled} field={form.field('enabled')} />
      ) : (
        <SelectField
          label={W.partner}
          hint={partners.error ? W.partnersUnavailable : W.partnerHint}
          options={owners}
          disabled={partners.isPending}
          field={form.field('partnerId')}
        />
      )}
    </FormModal>
  );
}
