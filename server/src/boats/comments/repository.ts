import type { Language } from '../../common/language.js';
import type { Db } from '../../platform/db.js';
import type { BoatDetail } from '../public-schemas.js';
import type { Comment, CommentListQuery, PublicComment } from './schemas.js';

type CommentRow = Omit<Comment, 'createdAt'> & { createdAt: Date };
const toComment = ({ createdAt, ...r }: CommentRow): Comment => ({ ...r, createdAt: createdAt.toISOString() });

/** An approved review as the boat's page shows it, in the language it was written in. */
export type Review = BoatDetail['reviews'][number];

export function createCommentsRepository(db: Db) {
  const select = db`
    select c.id, c.boat_id, b.name as boat_name, b.slug as boat_slug, c.name, c.rating, c.text, c.approved, c.created_at
    from boat_comments c join boats b on b.id = c.boat_id`;
  return {
    async findById(id: number): Promise<Comment | undefined> {
      const [row] = await db<CommentRow[]>`${select} where c.id = ${id}`;
      return row && toComment(row);
    },

    async list(q: CommentListQuery): Promise<{ content: Comment[]; total: number }> {
      const where = db`
        where (${q.approved ?? null}::boolean is null or c.approved = ${q.approved ?? null})
          and (${q.boat_id ?? null}::int is null or c.boat_id = ${q.boat_id ?? null})`;
      const [rows, [count]] = await Promise.all([
        db<CommentRow[]>`${select} ${where} order by c.created_at desc, c.id desc offset ${q.skip} limit ${q.take}`,
        db<{ n: number }[]>`select count(*) as n from boat_comments c ${where}`,
      ]);
      return { content: rows.map(toComment), total: count?.n ?? 0 };
    },

    /** Approved reviews of active boats, newest first (the website's comment list). */
    async approved(skip: number, take: number): Promise<{ content: PublicComment[]; total: number }> {
      const rows = await db<(Omit<PublicComment, 'createdAt'> & { createdAt: Date; total: number })[]>`
        select c.id, b.name as boat_name, b.slug as boat_slug, c.name, c.rating, c.text, c.created_at, count(*) over () as total
        from boat_comments c join boats b on b.id = c.boat_id
        where c.approved and b.active
        order by c.created_at desc, c.id desc offset ${skip} limit ${take}`;
      let total = rows[0]?.total ?? 0;
      if (!rows.length && skip > 0) {
        const [c] = await db<{ n: number }[]>`
          select count(*) as n from boat_comments c join boats b on b.id = c.boat_id where c.approved and b.active`;
        total = c?.n ?? 0;
      }
      return {
        content: rows.map(({ createdAt, total: _t, ...r }) => ({ ...r, createdAt: createdAt.toISOString() })),
        total,
      };
    },

    async reviewsForBoat(
      boatId: number,
      limit: number,
    ): Promise<{ reviews: Review[]; average: number | null; count: number }> {
      const [rows, [stats]] = await Promise.all([
        db<(Omit<Review, 'createdAt'> & { createdAt: Date })[]>`
          select id, name, rating, text, language, created_at from boat_comments
          where boat_id = ${boatId} and approved order by created_at desc, id desc limit ${limit}`,
        db<{ average: number | null; count: number }[]>`
          select round(avg(rating), 1)::float8 as average, count(*)::int as count
          from boat_comments where boat_id = ${boatId} and approved`,
      ]);
      return {
        reviews: rows.map(({ createdAt, ...r }) => ({ ...r, createdAt: createdAt.toISOString() })),
        average: stats?.average ?? null,
        count: stats?.count ?? 0,
      };
    },

    async insert(boatId: number, name: string, rating: number, text: string, language: Language): Promise<number> {
      const [row] = await db<{ id: number }[]>`
        insert into boat_comments (boat_id, name, rating, text, language)
        values (${boatId}, ${name}, ${rating}, ${text}, ${language}) returning id`;
      return row!.id;
    },

    async lockApproved(id: number): Promise<boolean | undefined> {
      const [row] = await db<{ approved: boolean }[]>`select approved from boat_comments where id = ${id} for update`;
      return row?.approved;
    },

    async setApproved(id: number, approved: boolean): Promise<void> {
      await db`update boat_comments set approved = ${approved}, updated_at = now() where id = ${id}`;
    },

    async delete(id: number): Promise<boolean> {
      const rows = await db`delete from boat_comments where id = ${id} returning id`;
      return rows.length > 0;
    },
  };
}
