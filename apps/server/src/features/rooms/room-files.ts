import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ROOM_IMAGE_MAX_MB, ROOM_ZIP_MAX_MB } from '@manabiya/domain/contracts/rooms';
import { UPLOAD_KIND } from '@manabiya/domain/enums/learning';
import { count, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { roomFiles, roomMessages, rooms } from '../../db/schema/rooms.ts';
import { attachmentDisposition } from '../../platform/csv.ts';
import type { Db } from '../../platform/db.ts';
import { HttpError } from '../../platform/errors.ts';
import { sniffContentType } from '../../platform/storage.ts';

/**
 * The attachments of room messages, under DATA_DIR/files/room/ with random names. Not a kind of the
 * platform's public file route: a room's files are served only to those who may read the room
 * (its student, the student's company, staff who read rooms), through the rooms routes.
 *
 * An upload is streamed to a hidden temporary file while its first bytes decide what it is (a zip or
 * a PNG, JPEG or WebP image: never the name or the browser's word) and its size is counted against
 * the limit of that kind; refused files leave nothing behind, and none is held whole in memory.
 *
 * At its end, what deleting a person needs of rooms: a deleted student's room files (their rows go by
 * cascade; the files after the commit), and a staff member's messages (which refuse the deletion)
 * and claims (let go of).
 */

export const ROOM_FILE_NAME = /^[a-f0-9]{32}\.(zip|png|jpg|webp)$/;

/** What a room accepts, by the content type its bytes show. */
const ACCEPTED: Record<string, { kind: RoomFileKind; extension: string; maxBytes: number }> = {
  'application/zip': { kind: UPLOAD_KIND.zip, extension: 'zip', maxBytes: ROOM_ZIP_MAX_MB * 1024 * 1024 },
  'image/png': { kind: UPLOAD_KIND.image, extension: 'png', maxBytes: ROOM_IMAGE_MAX_MB * 1024 * 1024 },
  'image/jpeg': { kind: UPLOAD_KIND.image, extension: 'jpg', maxBytes: ROOM_IMAGE_MAX_MB * 1024 * 1024 },
  'image/webp': { kind: UPLOAD_KIND.image, extension: 'webp', maxBytes: ROOM_IMAGE_MAX_MB * 1024 * 1024 },
};

/** The largest file of any kind: busboy cuts a part one byte beyond it. */
export const ROOM_FILE_MAX_BYTES = Math.max(...Object.values(ACCEPTED).map((rule) => rule.maxBytes));

/** Enough of the head for every signature sniffContentType knows (WebP's is at bytes 8–11). */
const SNIFF_BYTES = 16;

export const NOT_A_ROOM_FILE_MESSAGE = 'ZIP ファイルか、PNG・JPEG・WebP の画像を選んでください。';

type RoomFileKind = (typeof UPLOAD_KIND)['zip' | 'image'];

export interface ReceivedRoomFile {
  kind: RoomFileKind;
  storedName: string;
  contentType: string;
  sizeBytes: number;
}

/** Counts the bytes and decides the type from the first ones; after a refusal it only counts (the part is still read to its end). */
class SniffingCounter extends Transform {
  bytes = 0;
  contentType: string | undefined;
  refused: 'type' | 'size' | undefined;
  private head: Buffer[] = [];
  private headLength = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.refused) return done();
    if (this.contentType) return this.pass(chunk, done);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SNIFF_BYTES) return done();
    this.decide();
    done();
  }

  override _flush(done: TransformCallback): void {
    if (!this.contentType && !this.refused) this.decide();
    done();
  }

  private pass(chunk: Buffer, done: TransformCallback): void {
    // A file over its kind's limit is known as soon as it passes it: nothing more is written.
    if (this.bytes > ACCEPTED[this.contentType!]!.maxBytes) {
      this.refused = 'size';
      return done();
    }
    done(null, chunk);
  }

  private decide(): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    const sniffed = sniffContentType(head);
    if (!sniffed || !ACCEPTED[sniffed]) {
      this.refused = 'type';
      return;
    }
    this.contentType = sniffed;
    if (this.bytes > ACCEPTED[sniffed].maxBytes) this.refused = 'size';
    else this.push(head);
  }
}

const tooLarge = (contentType: string) =>
  new HttpError(413, `ファイルが大きすぎます（${ACCEPTED[contentType]!.kind === UPLOAD_KIND.zip ? ROOM_ZIP_MAX_MB : ROOM_IMAGE_MAX_MB}MBまで）。`, 'file_too_large');

export function createRoomFiles(dir: string) {
  const pathOf = (storedName: string) => {
    if (!ROOM_FILE_NAME.test(storedName)) throw new Error(`not a room file name: ${storedName}`);
    return path.join(dir, storedName);
  };

  return {
    dir,
    pathOf,

    /**
     * Streams one uploaded file to storage: 415 when its bytes are neither a zip nor an image we
     * take, 413 when it is larger than its kind allows (or busboy cut it at ROOM_FILE_MAX_BYTES + 1).
     * The part is always read to its end, so the next part and the answer still arrive.
     */
    async receive(stream: Readable & { truncated?: boolean }): Promise<ReceivedRoomFile> {
      await fsp.mkdir(dir, { recursive: true });
      const temporary = path.join(dir, `.upload-${randomBytes(16).toString('hex')}`);
      const counter = new SniffingCounter();
      try {
        await pipeline(stream, counter, fs.createWriteStream(temporary));
        // The first bytes speak first: a wrong kind of file is that, whatever its size.
        if (counter.refused === 'type' || !counter.contentType) throw new HttpError(415, NOT_A_ROOM_FILE_MESSAGE, 'unsupported_file_type');
        const rule = ACCEPTED[counter.contentType]!;
        if (counter.refused === 'size' || stream.truncated || counter.bytes > rule.maxBytes) throw tooLarge(counter.contentType);
        const storedName = `${randomBytes(16).toString('hex')}.${rule.extension}`;
        await fsp.rename(temporary, path.join(dir, storedName));
        return { kind: rule.kind, storedName, contentType: counter.contentType, sizeBytes: counter.bytes };
      } catch (error) {
        await fsp.rm(temporary, { force: true });
        throw error;
      }
    },

    /** A stored file to stream, or undefined when it is gone from the disk. */
    async open(storedName: string): Promise<{ path: string; size: number } | undefined> {
      try {
        const file = pathOf(storedName);
        return { path: file, size: (await fsp.stat(file)).size };
      } catch {
        return undefined;
      }
    },

    async remove(storedNames: readonly string[]): Promise<void> {
      await Promise.all(storedNames.map((name) => fsp.rm(pathOf(name), { force: true })));
    },

    /**
     * Removes the files of rows already deleted and committed: the change is made, so a file that
     * cannot be removed is logged (and left behind), never failing the request.
     */
    async discard(storedNames: readonly string[], logger: Pick<FastifyBaseLogger, 'error'>): Promise<void> {
      const results = await Promise.allSettled(storedNames.map(async (name) => fsp.rm(pathOf(name), { force: true })));
      results.forEach((result, i) => {
        if (result.status === 'rejected') logger.error({ err: result.reason, file: storedNames[i] }, 'a room file could not be removed');
      });
    },
  };
}

export type RoomFiles = ReturnType<typeof createRoomFiles>;

/** Answers a stored attachment: images shown inline, a zip saved; cached by the browser only (the id never changes its bytes). */
export function sendRoomFile(reply: FastifyReply, file: { path: string; size: number; contentType: string; name: string; kind: number }): FastifyReply {
  const disposition = attachmentDisposition(file.name);
  return reply
    .type(file.contentType)
    .header('Content-Length', String(file.size))
    .header('Cache-Control', 'private, max-age=3600')
    .header('Content-Disposition', file.kind === UPLOAD_KIND.image ? disposition.replace(/^attachment/, 'inline') : disposition)
    .send(fs.createReadStream(file.path));
}

// ---- What deleting a person needs of rooms (the students and staff features call these) -----------

/** Where the attachments of rooms live: DATA_DIR/files/room/. */
export const roomFilesDirOf = (dataDir: string) => path.join(dataDir, 'files', 'room');

/**
 * The stored names of every attachment in these students' rooms, the student's and the teachers'.
 * Deleting a student deletes their rooms by cascade (rooms → room_messages → room_files), so the
 * deleting transaction reads these first and the files are discarded once it has committed. The
 * rooms' rows are locked first (as every message written locks its room): a message being written
 * with files is either committed and read here, or fails once its room is gone.
 */
export async function storedNamesOfStudentRooms(db: Db, studentIds: readonly number[]): Promise<string[]> {
  if (studentIds.length === 0) return [];
  await db.select({ id: rooms.id }).from(rooms).where(inArray(rooms.student_id, studentIds)).orderBy(rooms.id).for('update');
  const rows = await db
    .select({ name: roomFiles.stored_name })
    .from(roomFiles)
    .innerJoin(roomMessages, eq(roomMessages.id, roomFiles.message_id))
    .innerJoin(rooms, eq(rooms.id, roomMessages.room_id))
    .where(inArray(rooms.student_id, studentIds));
  return rows.map((row) => row.name);
}

/**
 * How many room messages a staff member wrote. They stay in the threads with their author's name
 * (decision 035), so the staff feature refuses to delete such a member: they are deactivated instead.
 */
export async function countRoomMessagesOfStaff(db: Db, staffId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(roomMessages).where(eq(roomMessages.staff_id, staffId));
  return row?.total ?? 0;
}

/**
 * Lets go of the claims, live or expired, of a staff member being deleted, in the deleting
 * transaction: the foreign key would set only `claimed_by_staff_id` to null and leave the expiry,
 * which the rooms_claim check refuses.
 */
export async function releaseClaimsOfStaff(db: Db, staffId: number): Promise<void> {
  await db.update(rooms).set({ claimed_by_staff_id: null, claim_expires_at: null }).where(eq(rooms.claimed_by_staff_id, staffId));
}

// ---- What deleting content needs of rooms (the courses feature calls this) ---------------------------

/**
 * How many rooms these steps hold. A room keeps a student's submissions and the teachers' judgements,
 * so the courses feature refuses to delete a step, or a curriculum, whose steps hold any. It counts
 * with the step rows locked: a room being opened waits on that lock (its foreign key to the step),
 * so none slips past the count.
 */
export async function countRoomsOfSteps(db: Db, stepIds: readonly number[]): Promise<number> {
  if (stepIds.length === 0) return 0;
  const [row] = await db.select({ total: count() }).from(rooms).where(inArray(rooms.step_id, stepIds));
  return row?.total ?? 0;
}
