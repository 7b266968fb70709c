import { studentEndpoints as endpoints } from '@manabiya/domain/endpoints/students';
import type { StudentImportPreview } from '@manabiya/domain/contracts/students';
import { translateMessage, type MessageLanguage } from '@manabiya/domain/messages/translate-message';
import type { FastifyInstance } from 'fastify';
import { staffCallerOf } from '../../platform/auth/authenticate.ts';
import { sectionRoutes } from '../../platform/endpoint-route.ts';
import { requestLanguage } from '../../platform/request-language.ts';
import type { StudentImportService } from './student-import.service.ts';

/** The CSV text may be 2 MB; JSON escaping (quotes, line ends) makes the request body somewhat bigger. */
const IMPORT_BODY_LIMIT = 4 * 1024 * 1024;

/** The preview's row errors in the reader's language, like every other message (decision 020). */
function inLanguage(preview: StudentImportPreview, language: MessageLanguage): StudentImportPreview {
  if (language === 'ja') return preview;
  const rows = preview.rows.map((row) => ({ ...row, errors: Object.fromEntries(Object.entries(row.errors).map(([field, message]) => [field, translateMessage(message, language)])) }));
  return { ...preview, rows };
}

/** Bulk registration from a CSV the web reads: preview first, then import all rows or none. */
export function registerStudentImportRoutes(app: FastifyInstance, imports: StudentImportService): void {
  const route = sectionRoutes(app, { tags: ['admin: students'], section: 'student' });
  const extras = { bodyLimit: IMPORT_BODY_LIMIT, moreErrors: [413] } as const;
  route(endpoints.previewImport, 'all', { ...extras, handler: async (request) => inLanguage(await imports.previewImport(request.body.csv), requestLanguage(request)) });
  route(endpoints.import, 'all', {
    ...extras,
    // Thousands of rows at once: refused first when the embedded database's disk runs low (platform/disk-guard.ts).
    config: { bulkWrite: true },
    handler: (request) => imports.importStudents(staffCallerOf(request), request.body.csv, request.body.send_invitations),
  });
}
