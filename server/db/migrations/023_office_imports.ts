import { type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index';

/*
 * Frozen migration: importing the office's log (docs/product.md#importing-the-offices-log). Same
 * SQL on both dialects.
 *
 * `office_imports`: one uploaded file. Its rows are kept as read (`rows_json`, an array of rows of
 * strings) from the upload until the import has run, so the mapping can change and the job reads
 * what the preview showed; `status` goes draft → queued → running → done (→ undone). `processed`,
 * `created` and `skipped` are the progress, written by each batch with its items.
 *
 * `office_import_results`: what each row became (its outcome, the item, the reason it was
 * skipped): the downloadable report.
 *
 * On `items`:
 * - `import_id`: the import that created the item (undo removes them as a whole).
 * - `import_key`: the row's identity, unique, so a re-import creates nothing twice: `ref:<office
 *   reference>` where the log had one, else `row:<hash of the row's fields>`; cleared on undo.
 * - `found_on`: the day the log says it was found (YYYY-MM-DD); null for items posted here.
 * - `office_ref`: the old log's own reference.
 */
export function officeImports(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('office_imports')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('desk_id', 'text', (c) => c.notNull().references('desks.id'))
        .addColumn('created_by_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('columns_json', 'text', (c) => c.notNull())
        .addColumn('rows_json', 'text')
        .addColumn('mapping_json', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('skip_bad_rows', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('row_count', 'integer', (c) => c.notNull())
        .addColumn('bad_rows', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('processed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('skipped', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text')
        .addColumn('finished_at', 'text')
        .addColumn('undone_at', 'text')
        .execute();
      await db.schema
        .createIndex('office_imports_created_idx')
        .on('office_imports')
        .columns(['created_at'])
        .execute();
      await db.schema
        .createTable('office_import_results')
        .addColumn('import_id', 'text', (c) => c.notNull().references('office_imports.id'))
        .addColumn('row_no', 'integer', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('item_id', 'text')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('reason', 'text')
        .addPrimaryKeyConstraint('office_import_results_pk', ['import_id', 'row_no'])
        .execute();
      await db.schema.alterTable('items').addColumn('import_id', 'text').execute();
      await db.schema.alterTable('items').addColumn('import_key', 'text').execute();
      await db.schema.alterTable('items').addColumn('found_on', 'text').execute();
      await db.schema.alterTable('items').addColumn('office_ref', 'text').execute();
      await db.schema
        .createIndex('items_import_key_idx')
        .on('items')
        .column('import_key')
        .unique()
        .execute();
      await db.schema.createIndex('items_import_idx').on('items').column('import_id').execute();
    },
  };
}
