import { describe, expect, it } from 'vitest';
import { ERASED_TEXT, openData, sealData, textIdsOf } from './personal-texts.js';

const fields = { Cancelled: ['note'], RefundDue: ['override.reason'], Paid: ['reference'] };

describe('personal texts kept out of events (pure)', () => {
  it('seals each text at its paths, leaves the rest of the data as it is, and opens it back', () => {
    const data = { amount: 5, override: { reason: 'Ayşe Hanım ile görüşüldü' }, policy: { preset: 'moderate' } };
    const sealed = sealData('reservation-1', 'RefundDue', data, fields);
    expect(sealed.texts).toEqual([
      { id: expect.any(String), streamId: 'reservation-1', body: 'Ayşe Hanım ile görüşüldü' },
    ]);
    expect(sealed.data).toEqual({
      amount: 5,
      override: { reason: { $text: sealed.texts[0]!.id } },
      policy: { preset: 'moderate' },
      $texts: ['override.reason'],
    });
    expect(JSON.stringify(sealed.data)).not.toContain('Ayşe');
    expect(data.override.reason).toBe('Ayşe Hanım ile görüşüldü'); // the writer's data is not touched
    expect(textIdsOf(sealed.data)).toEqual([sealed.texts[0]!.id]);
    const bodies = new Map(sealed.texts.map((t) => [t.id, t.body]));
    expect(openData(sealed.data, bodies)).toEqual(data);
  });

  it('reads an erased text as the erasure words', () => {
    const sealed = sealData('reservation-1', 'Paid', { amount: 1, reference: 'EFT MEHMET YILMAZ' }, fields);
    expect(openData(sealed.data, new Map())).toEqual({ amount: 1, reference: ERASED_TEXT });
  });

  it('leaves null, empty, absent and other types of fields, and other event types, inline and unmarked', () => {
    for (const data of [{ note: null }, { note: '' }, {}, { override: null }]) {
      for (const type of ['Cancelled', 'RefundDue', 'Other']) {
        const sealed = sealData('s', type, data, fields);
        expect(sealed).toEqual({ data, texts: [] });
        expect(sealed.data).toBe(data);
        expect(openData(sealed.data, new Map())).toBe(data);
      }
    }
    expect(sealData('s', 'Other', { note: 'kept' }, fields).data).toEqual({ note: 'kept' });
  });

  it('reads an event written before texts were sealed (inline) as it is', () => {
    const legacy = { reason: 'office', note: 'eski not' };
    expect(textIdsOf(legacy)).toEqual([]);
    expect(openData(legacy, new Map())).toBe(legacy);
  });
});
