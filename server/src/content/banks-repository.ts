import type { Db } from '../platform/db.js';
import type { Bank } from './schemas.js';

export interface BankWrite {
  name: string;
  branch: string;
  accountHolder: string;
  iban: string;
  currency: Bank['currency'];
  active: boolean;
}

const COLUMNS = ['id', 'name', 'branch', 'account_holder', 'iban', 'currency', 'active'];

export function createBanksRepository(db: Db) {
  const columns = db(COLUMNS);
  return {
    async list(onlyActive: boolean): Promise<Bank[]> {
      return db<Bank[]>`
        select ${columns} from banks where (not ${onlyActive} or active) order by id`;
    },
    async find(id: number): Promise<Bank | undefined> {
      const [row] = await db<Bank[]>`select ${columns} from banks where id = ${id}`;
      return row;
    },
    async ibanTaken(iban: string, exceptId: number): Promise<boolean> {
      const [row] = await db`select 1 from banks where iban = ${iban} and id <> ${exceptId}`;
      return row !== undefined;
    },
    async insert(b: BankWrite): Promise<Bank> {
      const [row] = await db<Bank[]>`
        insert into banks (name, branch, account_holder, iban, currency, active)
        values (${b.name}, ${b.branch}, ${b.accountHolder}, ${b.iban}, ${b.currency}, ${b.active})
        returning ${columns}`;
      return row!;
    },
    async update(id: number, b: BankWrite): Promise<Bank | undefined> {
      const [row] = await db<Bank[]>`
        update banks set name = ${b.name}, branch = ${b.branch}, account_holder = ${b.accountHolder}, iban = ${b.iban},
          currency = ${b.currency}, active = ${b.active}, updated_at = now()
        where id = ${id} returning ${columns}`;
      return row;
    },
    async setActive(id: number, active: boolean): Promise<Bank | undefined> {
      const [row] = await db<
        Bank[]
      >`update banks set active = ${active}, updated_at = now() where id = ${id} returning ${columns}`;
      return row;
    },
    async delete(id: number): Promise<boolean> {
      return (await db`delete from banks where id = ${id} returning id`).length > 0;
    },
  };
}
export type BanksRepository = ReturnType<typeof createBanksRepository>;
