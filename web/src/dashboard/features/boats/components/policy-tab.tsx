import { useState } from 'react';
import { type AdminBoat, type CancellationPolicy, useSetCancellationPolicy } from '../api/boats';

/** The presets' rules as the office reads them (the server's `common/cancellation-policy.ts` holds the same). */
const PRESETS = [
  { value: 'flexible', label: 'Esnek', rules: 'binişten en az 7 gün önce iptalde %100 iade' },
  { value: 'moderate', label: 'Orta', rules: '30 gün önce %100, 14 gün önce %50 iade' },
  { value: 'strict', label: 'Katı', rules: '30 gün önce %50 iade, sonrasında iade yok' },
] as const;
type Choice = 'default' | 'flexible' | 'moderate' | 'strict' | 'custom';
interface RuleRow {
  daysBefore: string;
  percent: string;
}

const P = {
  title: 'İptal politikası',
  intro:
    'İptalde müşteriye ödediğinin ne kadarının iade edileceğini belirler; tekne sayfasında, rezervasyon formunda ve e-postalarda gösterilir. İptal anında geçerli olan politika uygulanır.',
  fromSettings: 'Ayarlardaki varsayılan (Ayarlar › Site)',
  custom: 'Özel',
  daysBefore: 'Binişten en az (gün)',
  percent: 'İade (%)',
  addRule: '+ Kural ekle',
  removeRule: 'Kuralı sil',
  save: 'Kaydet',
  invalid: 'Her kural için 0–365 gün ve 0–100 yüzde girin.',
} as const;

function initial(policy: CancellationPolicy | null): { choice: Choice; rules: RuleRow[] } {
  if (!policy) return { choice: 'default', rules: [{ daysBefore: '30', percent: '100' }] };
  if (policy.preset === 'custom')
    return {
      choice: 'custom',
      rules: policy.rules.map((r) => ({ daysBefore: String(r.daysBefore), percent: String(r.percent) })),
    };
  return { choice: policy.preset, rules: [{ daysBefore: '30', percent: '100' }] };
}

export function PolicyTab({ boat }: { boat: AdminBoat }) {
  const save = useSetCancellationPolicy();
  const start = initial(boat.cancellationPolicy);
  const [choice, setChoice] = useState<Choice>(start.choice);
  const [rules, setRules] = useState<RuleRow[]>(start.rules);
  const [problem, setProblem] = useState<string | null>(null);
  const setRule = (i: number, patch: Partial<RuleRow>) =>
    setRules((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  const submit = () => {
    let policy: CancellationPolicy | null;
    if (choice === 'default') policy = null;
    else if (choice === 'custom') {
      const parsed = rules.map((r) => ({ daysBefore: Number(r.daysBefore), percent: Number(r.percent) }));
      if (
        parsed.some(
          (r) =>
            !Number.isInteger(r.daysBefore) ||
            r.daysBefore < 0 ||
            r.daysBefore > 365 ||
            !Number.isInteger(r.percent) ||
            r.percent < 0 ||
            r.percent > 100,
        )
      ) {
        setProblem(P.invalid);
        return;
      }
      policy = { preset: 'custom', rules: parsed };
    } else policy = { preset: choice };
    setProblem(null);
    save.mutate({ id: boat.id, policy });
  };

  return (
    <section className="adm-card">
      <h2>{P.title}</h2>
      <p className="muted">{P.intro}</p>
      <form
        className="adm-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <fieldset className="ops-policy">
          <legend className="sr-only">{P.title}</legend>
          <label>
            <input type="radio" name="policy" checked={choice === 'default'} onChange={() => setChoice('default')} />
            {P.fromSettings}
          </label>
          {PRESETS.map((p) => (
            <label key={p.value}>
              <input type="radio" name="policy" checked={choice === p.value} onChange={() => setChoice(p.value)} />
              <strong>{p.label}</strong> <span className="muted">— {p.rules}</span>
            </label>
          ))}
          <label>
            <input type="radio" name="policy" checked={choice === 'custom'} onChange={() => setChoice('custom')} />
            {P.custom}
          </label>
        </fieldset>
        {choice === 'custom' ? (
          <div className="ops-policy-rules">
            {rules.map((r, i) => (
              <div key={i} className="ops-inline">
                <label>
                  {P.daysBefore}
                  <input
                    inputMode="numeric"
                    value={r.daysBefore}
                    onChange={(e) => setRule(i, { daysBefore: e.target.value })}
                  />
                </label>
                <label>
                  {P.percent}
                  <input
                    inputMode="numeric"
                    value={r.percent}
                    onChange={(e) => setRule(i, { percent: e.target.value })}
                  />
                </label>
                {rules.length > 1 ? (
                  <button
                    type="button"
                    className="btn btn-sm"
                    onClick={() => setRules((rs) => rs.filter((_, j) => j !== i))}
                  >
                    {P.removeRule}
                  </button>
                ) : null}
              </div>
            ))}
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => setRules((rs) => [...rs, { daysBefore: '', percent: '' }])}
            >
              {P.addRule}
            </button>
          </div>
        ) : null}
        {problem ? (
          <p className="form-error" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="adm-form-actions">
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {P.save}
          </button>
        </div>
      </form>
    </section>
  );
}
