import { formatMoney } from '../../common/money.js';
import { trDate, trRange } from '../../common/dates.js';
import type { StoredEvent } from '../../eventstore/types.js';
import { describeExtras } from '../extras-text.js';
import type { CustomerNotice, ReservationEvent } from './events.js';

const CANCEL_REASONS: Record<string, string> = {
  customer: 'müşteri isteği',
  office: 'ofis kararı',
  owner: 'tekne sahibi',
  other: 'diğer',
};

/** An office action recorded with its "müşteriye bildir" box off says so (issue 34). */
const unannounced = (data: CustomerNotice) => (data.customerNotified === false ? '; müşteriye bildirilmedi' : '');

/** One Turkish line per event for the reservation's audit trail. */
export function describeEvent(e: StoredEvent<ReservationEvent>): string {
  const ev = { type: e.type, data: e.data } as ReservationEvent;
  return describe(ev) + ('customerNotified' in ev.data ? unannounced(ev.data) : '');
}

function describe(ev: ReservationEvent): string {
  switch (ev.type) {
    case 'ReservationRequested':
      return `Rezervasyon oluşturuldu (${ev.data.reference}): ${trRange('stay', ev.data.start, ev.data.end)}, ${ev.data.guests} misafir, toplam ${formatMoney({ amount: ev.data.quote.total, currency: ev.data.quote.currency })}${ev.data.quote.extras?.length ? ` (ekstralar: ${describeExtras(ev.data.quote.extras, 'tr')})` : ''}; opsiyon ${new Date(ev.data.optionUntil).toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' })} tarihine kadar${ev.data.holdConfirmation ? ' (yoğunluk sırasında kısa süreli: ziyaretçinin e-postadaki bağlantıyla onaylaması bekleniyor)' : ''}${ev.data.icalUnchecked ? `; iCal kontrol edilemedi, diğer platformdaki takvim elle kontrol edilmeli: ${ev.data.icalUnchecked}` : ''}`;
    case 'HoldConfirmed':
      return `Ziyaretçi isteğini e-postadaki bağlantıyla onayladı; opsiyon ${new Date(ev.data.optionUntil).toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' })} tarihine kadar uzadı`;
    case 'ReservationDetailsChanged': {
      const parts = [
        ev.data.guests !== undefined ? `misafir sayısı ${ev.data.guests}` : null,
        ev.data.note !== undefined ? 'not' : null,
        ev.data.platformRef !== undefined ? `platform numarası ${ev.data.platformRef ?? '(silindi)'}` : null,
      ].filter(Boolean);
      return `Bilgiler değişti: ${parts.join(', ')}`;
    }
    case 'ReservationRescheduled':
      return `Tarihler değişti: ${trRange('stay', ev.data.previous.start, ev.data.previous.end)} yerine ${trRange('stay', ev.data.start, ev.data.end)}, yeni toplam ${formatMoney({ amount: ev.data.quote.total, currency: ev.data.quote.currency })}`;
    case 'ExtrasChanged':
      return `Ekstralar değişti: ${describeExtras(ev.data.quote.extras, 'tr')} (önce: ${describeExtras(ev.data.previous, 'tr')}); yeni toplam ${formatMoney({ amount: ev.data.quote.total, currency: ev.data.quote.currency })}, ön ödeme ${formatMoney({ amount: ev.data.quote.deposit, currency: ev.data.quote.currency })}`;
    case 'BankDetailsSent':
      return `Banka bilgileri gönderildi; ödenecek tutar ${formatMoney({ amount: ev.data.amountDue, currency: ev.data.currency })}`;
    case 'PaymentRecorded':
      return `Ödeme kaydedildi: ${formatMoney({ amount: ev.data.amount, currency: ev.data.currency })} (${trDate(ev.data.receivedOn)})${ev.data.keptOption ? '; ön ödeme tamamlandı ama ofis onaylamadan kaydetti, rezervasyon opsiyonda kaldı' : ''}`;
    case 'ReservationConfirmed':
      return ev.data.by === 'deposit'
        ? 'Ön ödeme alındı, rezervasyon onaylandı'
        : 'Rezervasyon ofis tarafından onaylandı';
    case 'ConfirmationSent':
      return 'Onay bildirimi gönderildi';
    case 'ReservationCancelled':
      return `Rezervasyon iptal edildi (${CANCEL_REASONS[ev.data.reason] ?? ev.data.reason})${ev.data.onRequest ? ', müşterinin iptal talebi kabul edildi' : ''}${ev.data.note ? `: ${ev.data.note}` : ''}`;
    case 'CancellationRequested':
      return `Müşteri rezervasyon sayfasından iptal istedi; o anki iade: ${formatMoney({ amount: ev.data.refund.amount, currency: ev.data.refund.currency })} (${ev.data.refund.rule})`;
    case 'CancellationRequestRefused':
      return `İptal talebi reddedildi: ${ev.data.reason}`;
    case 'PassengerListReminded':
      return `Yolcu listesi eksik (${ev.data.entered} kişi girildi): müşteriye hatırlatma gönderildi`;
    case 'PassengerListSaved':
      return `Yolcu listesi kaydedildi: ${ev.data.entered} kişi`;
    case 'VisitorLinkChanged':
      return ev.data.change === 'renewed'
        ? 'Müşterinin rezervasyon bağlantısı yenilendi; eski bağlantı artık açılmıyor'
        : 'Müşterinin rezervasyon bağlantısı iptal edildi; yenilenene kadar hiçbir bağlantı açılmıyor';
    case 'OptionExpired':
      return 'Opsiyon süresi doldu, tarihler serbest bırakıldı';
    case 'ReservationCompleted':
      return 'Rezervasyon tamamlandı';
    case 'RefundDue': {
      const money = (amount: number) => formatMoney({ amount, currency: ev.data.currency });
      const base = `İade borcu: ${money(ev.data.amount)} (ödenen ${money(ev.data.paid)}; ${ev.data.rule})`;
      return ev.data.override
        ? `${base}; hesaplanan ${money(ev.data.computed)} yerine ofis kararı: ${ev.data.override.reason}`
        : base;
    }
    case 'BalanceReminderSent':
      return `Kalan ödeme hatırlatması gönderildi (${ev.data.stage === 'week' ? 'son ödeme gününden bir hafta önce' : 'son ödeme günü'}): ${formatMoney({ amount: ev.data.amount, currency: ev.data.currency })}, son gün ${trDate(ev.data.dueOn)}`;
    case 'BalanceOverdue':
      return `Kalan ödeme gecikti: ${formatMoney({ amount: ev.data.amount, currency: ev.data.currency })}, son gün ${trDate(ev.data.dueOn)} idi`;
    case 'ExternalConflictFound':
      return `Takvim çakışması: teknenin iCal takviminde başka bir platformdaki bir kayıt bu rezervasyonun günlerine denk geliyor (${trRange('closed', ev.data.start, ev.data.end)})${ev.data.uid ? `, kayıt ${ev.data.uid}` : ''}; fazla rezervasyon, diğer platformla çözülmeli`;
    case 'ExternalConflictsDismissed':
      return 'Takvim çakışması uyarısı ofis tarafından kaldırıldı';
    case 'RefundPaid':
      return `İade ödendi: ${formatMoney({ amount: ev.data.amount, currency: ev.data.currency })} (${trDate(ev.data.paidOn)})`;
  }
}
