import { z } from 'zod';
import { ListQuery } from './lists.ts';
import { optionalText, requiredText } from './staff.ts';
import { can, type SectionPermissions } from '../permissions/section-permissions.ts';

/**
 * The movie library (section `movie`): MP4 or WebM files uploaded by staff, used by steps, streamed
 * with HTTP Range to staff who may read the library and to students whose course shows them.
 */

/** The two kinds a movie may be, decided by the file's first bytes (never its name or the browser's claim). */
export const MOVIE_CONTENT_TYPES = ['video/mp4', 'video/webm'] as const;
export type MovieContentType = (typeof MOVIE_CONTENT_TYPES)[number];
export const MOVIE_EXTENSION: Record<MovieContentType, string> = { 'video/mp4': 'mp4', 'video/webm': 'webm' };

/** How many leading bytes `sniffMovieType` needs to decide. */
export const MOVIE_SNIFF_BYTES = 64;

/** ISO base media brands of playable MP4 video (major or compatible brand of the `ftyp` box). */
const MP4_VIDEO_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash', 'M4V ', 'mmp4', 'msnv', 'MSNV']);
/** Major brands of the same box format that are not video: still images (HEIF, AVIF) and audio. */
const MP4_NOT_VIDEO_BRANDS = new Set(['heic', 'heix', 'hevc', 'mif1', 'msf1', 'avif', 'avis', 'M4A ', 'M4B ', 'M4P ', 'qt  ']);

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));

/**
 * MP4 or WebM by the first bytes (at least MOVIE_SNIFF_BYTES when the file has them): an ISO
 * `ftyp` box naming a video brand, or an EBML header whose DocType is `webm`. Shared by the server
 * (which decides) and the upload dialog (which refuses a wrong file before sending it).
 */
export function sniffMovieType(bytes: Uint8Array): MovieContentType | undefined {
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp') {
    const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
    const major = ascii(bytes, 8, 4);
    if (MP4_NOT_VIDEO_BRANDS.has(major)) return undefined;
    const end = Math.min(bytes.length, boxSize >= 16 ? boxSize : 16);
    const brands = [major];
    for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, 4));
    return brands.some((brand) => MP4_VIDEO_BRANDS.has(brand)) ? 'video/mp4' : undefined;
  }
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    // The DocType element (id 0x4282) inside the EBML header: its size is one EBML varint, then the text.
    for (let at = 4; at + 3 < bytes.length; at++) {
      if (bytes[at] !== 0x42 || bytes[at + 1] !== 0x82) continue;
      const sizeByte = bytes[at + 2]!;
      const width = Math.clz32(sizeByte) - 23; // 1 for 0x80–0xff, 2 for 0x40–0x7f, …
      if (width < 1 || width > 8) return undefined;
      let size = sizeByte & (0xff >> width);
      for (let i = 1; i < width; i++) size = size * 256 + (bytes[at + 2 + i] ?? 0);
      const text = ascii(bytes, at + 2 + width, size);
      return text === 'webm' ? 'video/webm' : undefined;
    }
  }
  return undefined;
}

/** What the caller may do with one movie; the UI offers exactly these actions. */
export const MovieAbilities = z.object({ edit: z.boolean(), delete: z.boolean() });
export type MovieAbilities = z.infer<typeof MovieAbilities>;

/** Why a movie's delete is refused: the caller's level, or steps that still show it (the web shows this reason). */
export type MovieDeleteRefusal = 'forbidden' | 'in_use';

export function movieDeleteRefusal(permissions: SectionPermissions | null | undefined, usedBySteps: number): MovieDeleteRefusal | undefined {
  if (!can(permissions, 'movie', 'all')) return 'forbidden';
  return usedBySteps === 0 ? undefined : 'in_use';
}

export function movieAbilities(permissions: SectionPermissions | null | undefined, usedBySteps: number): MovieAbilities {
  return { edit: can(permissions, 'movie', 'write'), delete: movieDeleteRefusal(permissions, usedBySteps) === undefined };
}

const TITLE_MAX = 200;
const DESCRIPTION_MAX = 4000;

/** The title and description of a movie (update; the upload sends the same fields as form parts). */
export const MovieBody = z.object({
  title: requiredText(TITLE_MAX, 'タイトル'),
  description: optionalText(DESCRIPTION_MAX),
});
export type MovieBody = z.infer<typeof MovieBody>;
export type MovieBodyInput = z.input<typeof MovieBody>;

/** The text parts of an upload: both optional (the title defaults to the file's name). */
export const MovieUploadFields = z.object({
  title: optionalText(TITLE_MAX),
  description: optionalText(DESCRIPTION_MAX),
});
export type MovieUploadFields = z.infer<typeof MovieUploadFields>;

export const MOVIE_SORT_KEYS = ['id', 'title', 'duration_seconds', 'size_bytes', 'created_at'] as const;

export const MovieListQuery = ListQuery.extend({
  sort: z.enum(MOVIE_SORT_KEYS).optional(),
  /** Part of the title, description or original file name. */
  q: z.string().trim().max(100).optional(),
});
export type MovieListQuery = z.infer<typeof MovieListQuery>;

/** A step that shows the movie, with its curriculum: "where used". */
export const MovieUse = z.object({
  step_id: z.number().int(),
  step_title: z.string(),
  curriculum_id: z.number().int(),
  curriculum_name: z.string(),
});
export type MovieUse = z.infer<typeof MovieUse>;

export const MovieItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  /** The name of the file as it was uploaded. */
  original_name: z.string().nullable(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  /** Read from the file when it was uploaded. */
  duration_seconds: z.number(),
  uploaded_by_name: z.string().nullable(),
  /** The steps that show this movie (a used movie cannot be deleted). */
  used_by: z.array(MovieUse),
  /** Where staff with movie read play it (HTTP Range). */
  stream_url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  abilities: MovieAbilities,
});
export type MovieItem = z.infer<typeof MovieItem>;

/** What an upload may be: the dialog checks these before sending. */
export const MovieUploadRules = z.object({
  max_bytes: z.number().int(),
  content_types: z.array(z.string()),
});
export type MovieUploadRules = z.infer<typeof MovieUploadRules>;

/** Seconds as a position in a video: finite, not negative, within numeric(10,3). */
const Seconds = z
  .number({ message: '秒数を数値で指定してください。' })
  .min(0, { message: '秒数は 0 以上で指定してください。' })
  .max(1_000_000, { message: '秒数が大きすぎます。' });

export const MAX_PLAYED_RANGES = 200;

/**
 * A student's report from the player: where the video stands (for resume) and the parts actually
 * played since the last report, as [from, to] seconds (a seek plays nothing, so it sends no range).
 */
export const MoviePositionBody = z.object({
  position_seconds: Seconds,
  played_ranges: z
    .array(
      z.tuple([Seconds, Seconds]).refine(([from, to]) => from <= to, { message: '再生範囲は [開始, 終了] の順で指定してください。' }),
    )
    .max(MAX_PLAYED_RANGES, { message: `再生範囲は一度に${MAX_PLAYED_RANGES}件までです。` })
    .default([]),
});
export type MoviePositionBody = z.infer<typeof MoviePositionBody>;
export type MoviePositionBodyInput = z.input<typeof MoviePositionBody>;

/** A student's standing in one video. */
export const MovieViewState = z.object({
  movie_id: z.number().int(),
  position_seconds: z.number(),
  watched_seconds: z.number(),
  /** watched_seconds ÷ duration, 0–1. */
  watched_ratio: z.number(),
});
export type MovieViewState = z.infer<typeof MovieViewState>;

/** One video of the student's course, in course order, with the step that shows it first. */
export const StudentMovieItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  duration_seconds: z.number(),
  position_seconds: z.number(),
  watched_seconds: z.number(),
  watched_ratio: z.number(),
  step_id: z.number().int(),
  step_title: z.string(),
  curriculum_id: z.number().int(),
  curriculum_name: z.string(),
  /** Where the signed-in student plays it (HTTP Range). */
  stream_url: z.string(),
});
export type StudentMovieItem = z.infer<typeof StudentMovieItem>;

export const StudentMovieList = z.object({ items: z.array(StudentMovieItem) });
export type StudentMovieList = z.infer<typeof StudentMovieList>;

/** The most the player may speed a video up; the server's bound on played ranges allows a little more (decision in movies.service). */
export const MAX_PLAYBACK_RATE = 2;
