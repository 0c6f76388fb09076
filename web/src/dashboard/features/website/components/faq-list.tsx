import { useState } from 'react';
import { EditDeleteButtons } from '@/dashboard/components/row-actions';
import { type Column, DataTable, queryState } from '@/dashboard/components/data-table';
import { TextAreaField, TextField } from '@/dashboard/components/fields';
import { LanguagePair } from '@/dashboard/components/language-pair';
import { FormModal } from '@/dashboard/components/modal';
import { firstError, rules, useForm } from '@/dashboard/components/use-form';
import { type FaqItem, useDeleteFaq, useFaq, useSaveFaq } from '../api/lists';

const F = {
  heading: 'Sorular',
  add: 'Yeni soru',
  edit: 'Soruyu düzenle',
  question: 'Soru',
  answer: 'Cevap (HTML)',
  order: 'Sıra',
  orderHint: 'Küçük sayı önce gelir; boş bırakılırsa en sona eklenir.',
  orderInvalid: 'Sıra 0 veya daha büyük bir tam sayı olmalıdır.',
} as const;

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function FaqForm({ item, onClose }: { item?: FaqItem; onClose(): void }) {
  const save = useSaveFaq(onClose);
  const form = useForm(
    {
      question: item?.question ?? '',
      answer: item?.answer ?? '',
      questionEn: item?.questionEn ?? '',
      answerEn: item?.answerEn ?? '',
      order: item ? String(item.order) : '',
    },
    (v) => ({
      question: firstError(rules.required(v.question), rules.maxLength(v.question, 500)),
      answer: firstError(rules.required(v.answer), rules.maxLength(v.answer, 20_000)),
      questionEn: rules.maxLength(v.questionEn, 500),
      answerEn: rules.maxLength(v.answerEn, 20_000),
      order: v.order.trim() === '' || /^\d+$/.test(v.order.trim()) ? undefined : F.orderInvalid,
    }),
  );
  const submit = form.handleSubmit((v) =>
    save.mutate({
      ...(item ? { id: item.id } : {}),
      body: {
        question: v.question.trim(),
        answer: v.answer,
        questionEn: v.questionEn.trim() || null,
        answerEn: v.answerEn.trim() ? v.answerEn : null,
        ...(v.order.trim() ? { order: Number(v.order) } : {}),
      },
    }),
  );
  return (
    <FormModal title={item ? F.edit : F.add} size="wide" onClose={onClose} onSubmit={submit} pending={save.isPending}>
      <LanguagePair
        tr={<TextField label={F.question} required field={form.field('question')} />}
        en={<TextField label={'Question in English'} field={form.field('questionEn')} />}
      />
      <LanguagePair
        tr={<TextAreaField label={F.answer} required rows={8} field={form.field('answer')} />}
        en={<TextAreaField label={'Answer in English (HTML)'} rows={8} field={form.field('answerEn')} />}
      />
      <TextField label={F.order} inputMode="numeric" hint={F.orderHint} field={form.field('order')} />
    </FormModal>
  );
}

export function FaqList() {
  const query = useFaq();
  const remove = useDeleteFaq();
  const [editing, setEditing] = useState<FaqItem | 'new' | null>(null);
  const columns: Column<FaqItem>[] = [
    { header: F.order, cell: (f) => f.order },
    { header: F.question, cell: (f) => <strong>{f.question}</strong> },
    { header: 'Cevap', cell: (f) => <span className="adm-clamp">{stripTags(f.answer)}</span> },
  ];
  return (
    <section className="adm-card" aria-labelledby="adm-faq-heading">
      <div className="adm-page-header">
        <h2 id="adm-faq-heading">{F.heading}</h2>
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          + {F.add}
        </button>
      </div>
      <DataTable
        caption={F.heading}
        columns={columns}
        rows={query.data}
        rowKey={(f) => f.id}
        {...queryState(query)}
        actions={(f) => (
          <EditDeleteButtons
            name={f.question}
            what={'Bu soru'}
            onEdit={() => setEditing(f)}
            onDelete={() => remove.mutate(f.id)}
            deleting={remove.isPending}
          />
        )}
      />
      {editing ? <FaqForm {...(editing === 'new' ? {} : { item: editing })} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
