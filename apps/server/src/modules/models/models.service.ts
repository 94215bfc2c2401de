import type { Model, ModelListQuery, PageMeta } from '@lodestar/contracts';
import type { Db } from '../../db/database.ts';
import { pageMeta } from '../devices/page-meta.ts';
import { toModelDto } from './model-dto.ts';
import { findModelPage } from './models.repository.ts';

/** The tracker model catalogue (the same for every account): rule builder lookups and command search use it. */
export async function listModels(db: Db, query: ModelListQuery): Promise<{ data: Model[]; meta: PageMeta }> {
  const offset = (query.page - 1) * query.per_page;
  const { rows, total } = await findModelPage(db, offset, query.per_page);
  return { data: rows.map(toModelDto), meta: pageMeta(query.page, query.per_page, total, rows.length) };
}
