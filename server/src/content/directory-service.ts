import { sanitizeRichText } from '../common/rich-text.js';
import type { Sql } from '../platform/db.js';
import type { Storage } from '../platform/storage.js';
import { deleteVariants } from '../platform/stored-image.js';
import type { UploadedFile } from '../platform/upload.js';
import { ContentError } from './errors.js';
import { createBanksRepository, type BankWrite } from './banks-repository.js';
import { englishInput } from '../common/language.js';
import { createFaqRepository } from './faq-repository.js';
import { validateIban } from './iban.js';
import type { Bank, BankBody, Faq, FaqBody, TeamBody, TeamMember } from './schemas.js';
import { checkImageRef, presentImage, replaceUploadedImage } from './image-refs.js';
import { createTeamRepository, type TeamRow } from './team-repository.js';

const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505';

function required(value: string, message: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw ContentError.blank(message);
  return trimmed;
}

function bankWrite(body: BankBody): BankWrite {
  return {
    name: required(body.name, 'Banka adı boş olamaz.'),
    branch: body.branch?.trim() ?? '',
    accountHolder: required(body.accountHolder, 'Hesap sahibi boş olamaz.'),
    iban: validateIban(body.iban),
    currency: body.currency,
    active: body.active ?? true,
  };
}

function toMember(storage: Storage, { photoKey, photo, ...member }: TeamRow): TeamMember {
  const image = presentImage(storage, photo, photoKey, 'medium');
  return { ...member, photo: image.url, photoVariants: image.variants };
}

/** Use cases on bank accounts, the team and the FAQ; each write runs in one transaction. */
/** The FAQ's English as given: undefined keeps it, null or blank is untranslated. */
const faqEnglish = (body: FaqBody) => ({
  ...(body.questionEn !== undefined ? { questionEn: englishInput(body.questionEn) } : {}),
  ...(body.answerEn !== undefined
    ? { answerEn: body.answerEn === null ? null : sanitizeRichText(body.answerEn) || null }
    : {}),
});

export function createDirectoryService(sql: Sql, storage: Storage) {
  async function uniqueIban<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (e) {
      if (isUniqueViolation(e)) throw ContentError.ibanTaken();
      throw e;
    }
  }

  return {
    listBanks: (onlyActive: boolean) => createBanksRepository(sql).list(onlyActive),

    /** Active accounts without the activity flag, for the public page and mails. */
    listPublicBanks: async () =>
      (await createBanksRepository(sql).list(true)).map(({ active: _active, ...bank }) => bank),

    createBank: (body: BankBody): Promise<Bank> =>
      uniqueIban(() =>
        sql.begin(async (tx) => {
          const banks = createBanksRepository(tx);
          const write = bankWrite(body);
          if (await banks.ibanTaken(write.iban, 0)) throw ContentError.ibanTaken();
          return banks.insert(write);
        }),
      ),

    updateBank: (id: number, body: BankBody): Promise<Bank> =>
      uniqueIban(() =>
        sql.begin(async (tx) => {
          const banks = createBanksRepository(tx);
          const write = bankWrite(body);
          if (await banks.ibanTaken(write.iban, id)) throw ContentError.ibanTaken();
          const updated = await banks.update(id, write);
          if (!updated) throw ContentError.bankNotFound(id);
          return updated;
        }),
      ),

    setBankActivity: (id: number, active: boolean | undefined): Promise<Bank> =>
      sql.begin(async (tx) => {
        const banks = createBanksRepository(tx);
        const existing = await banks.find(id);
        if (!existing) throw ContentError.bankNotFound(id);
        return (await banks.setActive(id, active ?? !existing.active))!;
      }),

    async deleteBank(id: number): Promise<void> {
      if (!(await sql.begin((tx) => createBanksRepository(tx).delete(id)))) throw ContentError.bankNotFound(id);
    },

    listTeam: async (): Promise<TeamMember[]> =>
      (await createTeamRepository(sql).list()).map((r) => toMember(storage, r)),

    async createTeamMember(body: TeamBody): Promise<TeamMember> {
      const member = {
        name: required(body.name, 'Ekip üyesinin adı boş olamaz.'),
        title: body.title?.trim() ?? '',
        photo: checkImageRef(body.photo, 'photo'),
      };
      return toMember(storage, await sql.begin((tx) => createTeamRepository(tx).insert(member)));
    },

    /** Stores the photo's WebP variants and points the member at them; a previous upload is removed. */
    async uploadTeamPhoto(id: number, file: UploadedFile): Promise<TeamMember> {
      if (!(await createTeamRepository(sql).find(id))) throw ContentError.teamMemberNotFound(id);
      const row = await replaceUploadedImage(sql, storage, `team/${id}`, file, async (tx, key) => {
        const swapped = await createTeamRepository(tx).setPhotoKey(id, key);
        if (!swapped) throw ContentError.teamMemberNotFound(id);
        return { previousKey: swapped.previousKey, result: swapped.row };
      });
      return toMember(storage, row);
    },

    /** Deletes the member, then (after the commit) an uploaded photo's files. */
    async deleteTeamMember(id: number): Promise<void> {
      const deleted = await sql.begin((tx) => createTeamRepository(tx).delete(id));
      if (!deleted) throw ContentError.teamMemberNotFound(id);
      if (deleted.photoKey) await deleteVariants(storage, deleted.photoKey);
    },

    reorderTeam: (ids: number[]): Promise<TeamMember[]> =>
      sql.begin(async (tx) => {
        const team = createTeamRepository(tx);
        const existing = await team.lockAllIds();
        const given = new Set(ids);
        const unknown = ids.filter((id) => !existing.includes(id));
        if (unknown.length) throw ContentError.teamMemberNotFound(unknown[0]!);
        if (given.size !== ids.length || given.size !== existing.length) {
          throw ContentError.teamOrderIncomplete();
        }
        await team.setOrder(ids);
        return (await team.list()).map((r) => toMember(storage, r));
      }),

    listFaq: () => createFaqRepository(sql).list(),

    createFaq: (body: FaqBody): Promise<Faq> =>
      sql.begin((tx) =>
        createFaqRepository(tx).insert({
          question: required(body.question, 'Soru boş olamaz.'),
          answer: required(sanitizeRichText(body.answer), 'Cevap boş olamaz.'),
          ...faqEnglish(body),
          order: body.order ?? null,
        }),
      ),

    updateFaq: (id: number, body: FaqBody): Promise<Faq> =>
      sql.begin(async (tx) => {
        const updated = await createFaqRepository(tx).update(id, {
          question: required(body.question, 'Soru boş olamaz.'),
          answer: required(sanitizeRichText(body.answer), 'Cevap boş olamaz.'),
          ...faqEnglish(body),
          order: body.order ?? null,
        });
        if (!updated) throw ContentError.faqNotFound(id);
        return updated;
      }),

    async deleteFaq(id: number): Promise<void> {
      if (!(await sql.begin((tx) => createFaqRepository(tx).delete(id)))) throw ContentError.faqNotFound(id);
    },
  };
}
