import { MAX_STEP_ATTACHMENTS, type StepItem } from '@manabiya/domain/contracts/courses';
import type { StaffCaller } from '../../platform/auth/authenticate.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { uploadedFileName } from '../../platform/storage.ts';
import { STEP, STEP_NOT_FOUND, type CourseDeps } from './course-context.ts';
import { getStep, lockStepWithCurriculum } from './steps.service.ts';
import * as repo from './steps.repository.ts';

/* The courses service's step attachments: teaching material stored by the platform's file storage, in each step's order. */

const ATTACHMENT_NOT_FOUND = '添付ファイルが見つかりません。削除された可能性があります。';

/** An uploaded attachment as the route read it. */
export interface AttachmentUpload {
  bytes: Uint8Array;
  fileName: string | undefined;
}

/** The name a downloaded attachment is saved as (platform rule), with the extension of its kind when the upload named none. */
export function attachmentFileName(name: string | undefined, contentType: string): string {
  const extension = { 'application/zip': 'zip', 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' }[contentType] ?? 'bin';
  return uploadedFileName(name, extension);
}

/**
 * The step holding the attachment stored at `path` (the files feature serves it only to those
 * who may read that step); undefined once the attachment or its step is deleted.
 */
export function stepOfAttachment(deps: CourseDeps, path: string) {
  return repo.stepOfAttachmentPath(deps.db, path);
}

/** Stores a file (type by its bytes, size limited) and attaches it at the end of the step's list. */
export async function addAttachment(deps: CourseDeps, caller: StaffCaller, id: number, upload: AttachmentUpload): Promise<StepItem> {
  const { db, storage } = deps;
  if (!(await repo.curriculumIdOfStep(db, id))) throw notFound(STEP_NOT_FOUND);
  const saved = await storage.save('step', upload.bytes);
  try {
    await db.transaction(async (tx) => {
      await lockStepWithCurriculum(tx, id);
      const { count: attached, last } = await repo.attachmentCountOf(tx, id);
      if (attached >= MAX_STEP_ATTACHMENTS) {
        throw conflict(`添付ファイルは1つのステップに${MAX_STEP_ATTACHMENTS}件までです。不要なファイルを削除してから追加してください。`);
      }
      const fileName = attachmentFileName(upload.fileName, saved.contentType);
      await repo.insertAttachments(tx, [
        { step_id: id, file_path: saved.path, file_name: fileName, content_type: saved.contentType, size_bytes: upload.bytes.length, position: last + 1 },
      ]);
      await repo.touchStep(tx, id);
      await deps.audit.record(tx, { staffId: caller.id, entityType: STEP, entityId: id, before: {}, after: { attachment_added: fileName } });
    });
  } catch (error) {
    await storage.remove(saved.path);
    throw error;
  }
  return getStep(deps, caller, id);
}

export async function removeAttachment(deps: CourseDeps, caller: StaffCaller, id: number, attachmentId: number): Promise<StepItem> {
  const removed = await deps.db.transaction(async (tx) => {
    await lockStepWithCurriculum(tx, id);
    const attachment = await repo.findAttachment(tx, id, attachmentId);
    if (!attachment) throw notFound(ATTACHMENT_NOT_FOUND);
    await repo.deleteAttachment(tx, attachmentId);
    await repo.touchStep(tx, id);
    await deps.audit.record(tx, { staffId: caller.id, entityType: STEP, entityId: id, before: {}, after: { attachment_removed: attachment.file_name } });
    return attachment.path;
  });
  await deps.storage.remove(removed);
  return getStep(deps, caller, id);
}
