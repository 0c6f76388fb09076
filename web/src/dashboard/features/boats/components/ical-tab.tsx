import { useState } from 'react';
import { useConfirm } from '@/dashboard/components/confirm-dialog';
import { TextField } from '@/dashboard/components/fields';
import { formatDateTime } from '@/dashboard/components/format';
import { formatClosedDays } from '@/lib/date-ranges';
import { useForm } from '@/dashboard/components/use-form';
import {
  type AdminBoat,
  boatBody,
  type IcalDiff,
  useDeleteIcal,
  usePreviewIcal,
  useRenewIcalToken,
  useSyncIcal,
  useUpdateBoat,
} from '../api/boats';

const C = {
  exportTitle: 'Dışa aktarma (bu teknenin takvimi)',
  exportIntro: 'Bu adresi Click&Boat, SamBoat, Airbnb veya Google Takvim’e verin; teknenin dolu günlerini okurlar.',
  exportUrl: 'Takvim adresi',
  noToken: 'Bu teknenin henüz takvim adresi yok.',
  makeToken: 'Takvim adresi oluştur',
  renewToken: 'Adresi yenile',
  renewConfirm:
    'Takvim adresi yenilensin mi? Eski adres hemen çalışmaz olur; diğer platformlara yeni adresi vermeniz gerekir.',
  copy: 'Kopyala',
  copied: 'Kopyalandı',
  importTitle: 'İçe aktarma (başka platformun takvimi)',
  importUrl: 'iCal adresi',
  badUrl: 'Adres http://, https:// veya webcal:// ile başlamalı ve boşluk içermemelidir.',
  save: 'Adresi kaydet',
  preview: 'Önizle',
  sync: 'Şimdi eşitle',
  remove: 'iCal adresini kaldır',
  removeConfirm: 'iCal adresi ve o adresten alınmış tüm kapalı tarihler kaldırılsın mı?',
  lastSync: 'Son eşitleme',
  lastError: 'Son hata',
  never: 'Henüz eşitlenmedi',
  previewTitle: 'Önizleme (henüz hiçbir şey değişmedi)',
  resultTitle: 'Eşitleme sonucu',
  /** Before a sync (the preview) the groups say what will happen, after it what happened. */
  added: { preview: 'Eklenecek', done: 'Eklendi' },
  changed: { preview: 'Değişecek', done: 'Değişti' },
  removed: { preview: 'Silinecek', done: 'Silindi' },
  clashes: { preview: 'Çakışan (tarihleri kapatmaz)', done: 'Çakışan (tarihleri kapatmadı)' },
  unchanged: (n: number) => `${n} kayıt değişmedi.`,
  nothing: 'Yok',
} as const;

type DiffStage = 'preview' | 'done';

function DiffView({ stage, diff }: { stage: DiffStage; diff: IcalDiff }) {
  const groups = [
    [C.added[stage], diff.added],
    [C.changed[stage], diff.changed],
    [C.removed[stage], diff.removed],
    [C.clashes[stage], diff.clashes],
  ] as const;
  const title = stage === 'preview' ? C.previewTitle : C.resultTitle;
  return (
    <div className="adm-card" role="status">
      <h3>{title}</h3>
      <dl className="adm-detail">
        {groups.map(([label, items]) => (
          <div key={label} className="ops-contents">
            <dt>
              {label} ({items.length})
            </dt>
            <dd>
              {items.length === 0 ? C.nothing : items.map((i) => formatClosedDays(i.startDate, i.endDate)).join('; ')}
            </dd>
          </div>
        ))}
      </dl>
      <p className="muted">{C.unchanged(diff.unchanged)}</p>
    </div>
  );
}

export function IcalTab({ boat }: { boat: AdminBoat }) {
  const confirm = useConfirm();
  const renew = useRenewIcalToken();
  const update = useUpdateBoat();
  const preview = usePreviewIcal();
  const sync = useSyncIcal();
  const remove = useDeleteIcal();
  const [copied, setCopied] = useState(false);
  const [result, setResult] = useState<{ stage: DiffStage; diff: IcalDiff } | null>(null);
  const form = useForm({ url: boat.icalUrl ?? '' }, (v) => ({
    url: v.url.trim() === '' || /^(https?|webcal):\/\/[^\s]+$/.test(v.url.trim()) ? undefined : C.badUrl,
  }));
  const url = form.values.url.trim();
  const exportUrl = boat.icalToken
    ? `${window.location.origin}/v1/calendar/${boat.id}.ics?token=${boat.icalToken}`
    : null;
  const body = { boat_id: boat.id, ...(url ? { url } : {}) };

  return (
    <>
      <section className="adm-card">
        <h2>{C.exportTitle}</h2>
        <p className="muted">{C.exportIntro}</p>
        {exportUrl ? (
          <div className="ops-inline">
            <label className="sr-only" htmlFor="ical-export">
              {C.exportUrl}
            </label>
            <input
              id="ical-export"
              className="ops-grow"
              readOnly
              value={exportUrl}
              onFocus={(e) => e.currentTarget.select()}
            />
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => {
                void navigator.clipboard?.writeText(exportUrl).then(() => setCopied(true));
              }}
            >
              {copied ? C.copied : C.copy}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-danger"
              disabled={renew.isPending}
              onClick={async () => {
                if (await confirm({ title: C.renewToken, message: C.renewConfirm, confirmLabel: C.renewToken }))
                  renew.mutate(boat.id);
              }}
            >
              {C.renewToken}
            </button>
          </div>
        ) : (
          <p>
            {C.noToken}{' '}
            <button
              type="button"
              className="btn btn-sm"
              disabled={renew.isPending}
              onClick={() => renew.mutate(boat.id)}
            >
              {C.makeToken}
            </button>
          </p>
        )}
      </section>
      <section className="adm-card">
        <h2>{C.importTitle}</h2>
        <form
          className="adm-form"
          noValidate
          onSubmit={form.handleSubmit((v) =>
            update.mutate({
              id: boat.id,
              body: { ...boatBody(boat), icalUrl: v.url.trim() === '' ? null : v.url.trim() },
            }),
          )}
        >
          <TextField type="url" label={C.importUrl} field={form.field('url')} placeholder="https://…/calendar.ics" />
          <dl className="adm-detail">
            <dt>{C.lastSync}</dt>
            <dd>{boat.icalLastSyncAt ? formatDateTime(boat.icalLastSyncAt) : C.never}</dd>
            {boat.icalLastError ? (
              <>
                <dt>{C.lastError}</dt>
                <dd className="form-error">{boat.icalLastError}</dd>
              </>
            ) : null}
          </dl>
          <div className="adm-form-actions">
            <button type="submit" className="btn btn-primary" disabled={update.isPending}>
              {C.save}
            </button>
            <button
              type="button"
              className="btn"
              disabled={!url || !!form.errors.url || preview.isPending}
              onClick={() => preview.mutate(body, { onSuccess: (diff) => setResult({ stage: 'preview', diff }) })}
            >
              {C.preview}
            </button>
            <button
              type="button"
              className="btn"
              disabled={!url || !!form.errors.url || sync.isPending}
              onClick={() => sync.mutate(body, { onSuccess: (diff) => setResult({ stage: 'done', diff }) })}
            >
              {C.sync}
            </button>
            {boat.icalUrl ? (
              <button
                type="button"
                className="btn btn-danger"
                disabled={remove.isPending}
                onClick={async () => {
                  if (await confirm({ message: C.removeConfirm, confirmLabel: C.remove }))
                    remove.mutate(boat.id, { onSuccess: () => form.reset({ url: '' }) });
                }}
              >
                {C.remove}
              </button>
            ) : null}
          </div>
        </form>
        {result ? <DiffView stage={result.stage} diff={result.diff} /> : null}
      </section>
    </>
  );
}
