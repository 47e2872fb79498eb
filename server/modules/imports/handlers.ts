import { badRequest } from '../../errors';
import { requireUser } from '../auth/guard';
import { importReportCsv } from './importReport';
import {
  getImport,
  listImports,
  setImportMapping,
  startImport,
  undoImport,
  uploadImport,
} from './importService';
import type { Handlers, Sent } from '../types';
import type { AppContext } from '../../context';

/** The office's imports (docs/product.md#importing-the-offices-log): HTTP only. */
export function importsHandlers(ctx: AppContext) {
  return {
    async listImports(req) {
      return listImports(ctx, requireUser(req));
    },
    async uploadImport(req, reply) {
      const user = requireUser(req);
      const { file, deskId, fileName } = req.body;
      // A text part, or several files, where one file belongs.
      if (!Buffer.isBuffer(file) || file.length === 0) {
        throw badRequest('Choose a CSV or XLSX file to upload.');
      }
      const preview = await uploadImport(ctx, user, {
        deskId,
        fileName: fileName?.trim() || 'import',
        bytes: file,
      });
      return reply.code(201).send(preview);
    },
    async getImport(req) {
      return getImport(ctx, requireUser(req), req.params.importId);
    },
    async setImportMapping(req) {
      return setImportMapping(ctx, requireUser(req), req.params.importId, req.body.mapping);
    },
    async startImport(req, reply) {
      const dto = await startImport(
        ctx,
        requireUser(req),
        req.params.importId,
        req.body.skipBadRows,
      );
      return reply.code(202).send(dto);
    },
    async undoImport(req) {
      return undoImport(ctx, requireUser(req), req.params.importId);
    },
    async getImportReport(req, reply) {
      const { fileName, csv } = await importReportCsv(ctx, requireUser(req), req.params.importId);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          // Bytes, not a string: only JSON answers are strings here (docs/architecture.md#the-picture).
          .send(Buffer.from(csv, 'utf8')) as Sent
      );
    },
  } satisfies Partial<Handlers>;
}
