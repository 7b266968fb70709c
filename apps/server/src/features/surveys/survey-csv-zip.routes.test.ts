import type { SurveyDetail } from '@manabiya/domain/contracts/surveys';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { surveyEndpoints as endpoints } from '@manabiya/domain/endpoints/surveys';
import { SURVEY_QUESTION_KIND } from '@manabiya/domain/enums/surveys';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createStudent, createStudents } from '../../test/factories.ts';
import { createCourseWorld } from '../../test/learning-world.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { answerSurvey, createSurveysWorld, createSurveyWith, type SurveysWorld } from '../../test/surveys-world.ts';
import { parseCsv } from '../../platform/csv.ts';
import { surveyCsvFilename } from './surveys.presenter.ts';

let t: TestApp;
let w: SurveysWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await createSurveysWorld(t);
});
afterAll(() => t.close());

const BOM = '\uFEFF';
const zipUrl = (ids: readonly number[]) => `${pathOf(endpoints.csvZip)}?survey_ids=${ids.join(',')}`;

/** The zip's entries as its central directory names them: the raw name bytes and general purpose flags, read from the archive's bytes. */
function centralDirectory(zip: Buffer): Array<{ name: string; utf8Flag: boolean; localUtf8Flag: boolean }> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const flags = zip.readUInt16LE(at + 8);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localHeader = zip.readUInt32LE(at + 42);
    entries.push({
      name: zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
      utf8Flag: (flags & 0x0800) !== 0,
      localUtf8Flag: (zip.readUInt16LE(localHeader + 6) & 0x0800) !== 0,
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

const csvText = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');

describe('the CSV zip', () => {
  it('holds one CSV per survey: BOM, quoting, escaped formulas, one column per option, no identity when anonymous, Japanese names flagged UTF-8', async () => {
    const company = await createCompany(t, { name: '株式会社 "引用"' });
    const student = await createStudent(t, company.id, { course_id: w.course.courseId, start_date: '2026-04-01', name: '山田 太郎' });
    const named = await createSurveyWith(t, w, { title: '研修: 満足度/第1回?' });
    const anonymous = await createSurveyWith(t, w, { title: '匿名アンケート', anonymous: true });
    const [single, multiple, scale, text] = named.questions;
    const answers = (survey: SurveyDetail, words: string) => {
      const [s, m, sc, tx] = survey.questions;
      return [
        { question_id: s!.id, option_keys: [2] },
        { question_id: m!.id, option_keys: [1, 3] },
        { question_id: sc!.id, scale: 5 },
        { question_id: tx!.id, text: words },
      ];
    };
    expect((await answerSurvey(t, student.token, named.id, answers(named, '良い, "とても"\n次も参加'))).statusCode).toBe(201);
    expect((await answerSurvey(t, student.token, anonymous.id, answers(anonymous, '=1+1'))).statusCode).toBe(201);

    const response = await t.call('GET', zipUrl([named.id, anonymous.id]), w.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.zip"; filename\*=UTF-8''%E3%82%A2%E3%83%B3%E3%82%B1%E3%83%BC%E3%83%88%E5%9B%9E%E7%AD%94_\d{8}\.zip$/);
    const zip = response.rawPayload;

    const namedFile = `${named.id}_研修_ 満足度_第1回_.csv`;
    const anonymousFile = `${anonymous.id}_匿名アンケート.csv`;
    expect(centralDirectory(zip)).toEqual([
      { name: namedFile, utf8Flag: true, localUtf8Flag: true },
      { name: anonymousFile, utf8Flag: true, localUtf8Flag: true },
    ]);
    const files = unzipSync(new Uint8Array(zip));
    expect(Object.keys(files)).toEqual([namedFile, anonymousFile]);

    const namedCsv = csvText(files[namedFile]!);
    expect(namedCsv.startsWith(BOM)).toBe(true);
    expect(namedCsv).toContain('"良い, ""とても""\n次も参加"');
    expect(namedCsv).toContain('"株式会社 ""引用"""');
    const [header, row, ...rest] = parseCsv(namedCsv);
    expect(rest).toEqual([]);
    expect(header).toEqual([
      '回答日',
      '受講生ID',
      '氏名',
      '会社',
      `設問1: ${single!.body}`,
      '設問2: HTML',
      '設問2: CSS',
      '設問2: JavaScript',
      '設問2: SQL',
      `設問3: ${scale!.body}`,
      `設問4: ${text!.body}`,
    ]);
    expect(row).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), String(student.id), '山田 太郎', '株式会社 "引用"', '少し', '1', '', '1', '', '5', '良い, "とても"\n次も参加']);
    expect(multiple!.options.map((option) => option.text)).toEqual(['HTML', 'CSS', 'JavaScript', 'SQL']);

    const anonymousCsv = csvText(files[anonymousFile]!);
    expect(anonymousCsv.startsWith(BOM)).toBe(true);
    const [anonymousHeader, anonymousRow] = parseCsv(anonymousCsv);
    expect(anonymousHeader).not.toContain('受講生ID');
    expect(anonymousHeader).not.toContain('氏名');
    expect(anonymousHeader).not.toContain('会社');
    expect(anonymousHeader![0]).toBe('回答日');
    expect(anonymousRow).toHaveLength(anonymousHeader!.length);
    // A cell a spreadsheet would run as a formula is kept as text.
    expect(anonymousRow![anonymousRow!.length - 1]).toBe("'=1+1");
    expect(anonymousCsv).not.toContain('山田');
  });

  it('answers 404 naming the surveys that do not exist, and 400 for an id list it cannot read', async () => {
    const survey = await createSurveyWith(t, w);
    const missing = await t.call('GET', zipUrl([survey.id, 999_998, 999_999]), w.admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe('アンケートが見つかりません: 999998, 999999');
    expect((await t.call('GET', `${pathOf(endpoints.csvZip)}?survey_ids=1,abc`, w.admin)).statusCode).toBe(400);
  });

  it('makes a Windows-safe file name from any title', () => {
    expect(surveyCsvFilename({ id: 3, title: 'a\\b/c:d*e?f"g<h>i|j\u0007k. ' })).toBe('3_a_b_c_d_e_f_g_h_i_j_k.csv');
    expect(surveyCsvFilename({ id: 4, title: '？'.repeat(200) })).toBe(`4_${'？'.repeat(80)}.csv`);
    expect(surveyCsvFilename({ id: 5, title: '///' })).toBe('5____.csv');
  });

  it('writes the CSV of 10,000 answers in batches within seconds', async () => {
    const course = await createCourseWorld(t, { curricula: [{ steps: [{}] }] });
    const survey = await createSurveyWith(t, w, {
      course_id: course.courseId,
      questions: [
        { kind: SURVEY_QUESTION_KIND.multiple, body: '選択', options: ['A', 'B', 'C'] },
        { kind: SURVEY_QUESTION_KIND.text, body: '感想' },
      ],
    });
    const [question] = survey.questions;
    const [one] = await createStudents(t, w.companyId, 1, { course_id: course.courseId });
    // 10,000 responses of one student would break the respondent key, so they are written as responses only (as an anonymous survey's are).
    await t.db.execute(sql`
      insert into survey_responses (id, survey_id, student_id, company_id, answered_on)
      select md5('zip-' || n)::uuid, ${survey.id}, ${one!.id}, ${w.companyId}, date '2026-01-01' + (n % 90) from generate_series(1, 10000) n`);
    await t.db.execute(sql`
      insert into survey_answers (response_id, question_id, option_keys, text)
      select md5('zip-' || n)::uuid, ${question!.id}, jsonb_build_array(1 + n % 3), null from generate_series(1, 10000) n`);
    const started = Date.now();
    const response = await t.call('GET', zipUrl([survey.id]), w.admin);
    expect(response.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(20_000);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const rows = parseCsv(csvText(Object.values(files)[0]!));
    expect(rows).toHaveLength(10_001);
    // 回答日, 受講生ID, 氏名, 会社, then one column per option: n % 3 = 0 chose A.
    expect(rows[0]!.slice(4, 7)).toEqual(['設問1: A', '設問1: B', '設問1: C']);
    expect(rows.slice(1).filter((row) => row[4] === '1')).toHaveLength(3_333);
    const days = rows.slice(1).map((row) => row[0]!);
    expect([...days].sort()).toEqual(days);
  }, 60_000);
});
