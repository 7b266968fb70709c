import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { COURSE_MODE } from '@manabiya/domain/enums/student';
import { courseCurricula, courses, curricula, stepMovies, steps } from '../../db/schema/courses.ts';
import { movies } from '../../db/schema/movies.ts';
import type { DemoContext, SeedContext } from '../../platform/sample-data.ts';

const CURRICULA = 10;
const STEPS_PER_CURRICULUM = 6;
/** Every generated curriculum's standard days, which its courses take as they are. */
const SEED_DAYS = { normal_days: 30, intensive_days: 15 };

/**
 * Three courses over ten curricula of six steps (60 steps), with the demo's teaching texts and its
 * videos on some steps: "Web 開発（通常）" and "Web 開発（短期集中）" share curricula 1–6, "データ活用"
 * takes 5–10. Their ids go to `made.courseIds` as [normal, intensive, other] for the students' seed.
 */
export async function seedCourses(context: SeedContext): Promise<void> {
  const { db, made, demoCourse } = context;
  const movieIds = (await db.select({ id: movies.id }).from(movies).orderBy(movies.id)).map((row) => row.id);
  const sourceSteps = demoCourse.curricula.flatMap((curriculum) => curriculum.steps);
  const curriculumIds: number[] = [];
  for (let c = 0; c < CURRICULA; c++) {
    const source = demoCourse.curricula[c % demoCourse.curricula.length]!;
    const inserted = await insertCurriculum(
      db,
      { name: `${source.name}（${c < 5 ? '基礎' : '応用'} ${c + 1}）`, description: source.description, normalDays: SEED_DAYS.normal_days, intensiveDays: SEED_DAYS.intensive_days },
      Array.from({ length: STEPS_PER_CURRICULUM }, (_, s) => sourceSteps[(c * STEPS_PER_CURRICULUM + s) % sourceSteps.length]!),
    );
    curriculumIds.push(inserted.curriculumId);
    if (movieIds.length > 0) await db.insert(stepMovies).values({ step_id: inserted.stepIds[0]!, movie_id: movieIds[c % movieIds.length]!, position: 1 });
  }
  const definitions = [
    { name: 'Web 開発コース（通常）', mode: COURSE_MODE.normal, from: 0, to: 6 },
    { name: 'Web 開発コース（短期集中）', mode: COURSE_MODE.intensive, from: 0, to: 6 },
    { name: 'データ活用コース', mode: COURSE_MODE.normal, from: 4, to: 10 },
  ];
  for (const definition of definitions) {
    const [row] = await db
      .insert(courses)
      .values({ name: definition.name, description: `${definition.name}：業務で使える力を身につけます。`, mode: definition.mode, publish_status: PUBLISH_STATUS.public })
      .returning({ id: courses.id });
    made.courseIds.push(row!.id);
    await db.insert(courseCurricula).values(
      curriculumIds.slice(definition.from, definition.to).map((curriculum_id, index) => ({
        course_id: row!.id,
        curriculum_id,
        position: index + 1,
        normal_days: SEED_DAYS.normal_days,
        intensive_days: SEED_DAYS.intensive_days,
      })),
    );
  }
}

/**
 * The demo course: its curricula and their steps (public, with the demo videos where the course
 * names them), and a normal and an intensive course that take every curriculum in order.
 */
export async function demoCourses({ db, course }: DemoContext): Promise<void> {
  const movieRows = await db.select({ id: movies.id, title: movies.title }).from(movies);
  const movieIdOf = (key: string) => movieRows.find((row) => row.title === course.movies.find((movie) => movie.key === key)!.title)!.id;
  const curriculumIds: number[] = [];
  for (const curriculum of course.curricula) {
    const { curriculumId, stepIds } = await insertCurriculum(db, curriculum, curriculum.steps);
    curriculumIds.push(curriculumId);
    const links = curriculum.steps.flatMap((step, index) =>
      (step.movies ?? []).map((key, position) => ({ step_id: stepIds[index]!, movie_id: movieIdOf(key), position: position + 1 })),
    );
    if (links.length > 0) await db.insert(stepMovies).values(links);
  }
  for (const definition of course.courses) {
    const [row] = await db
      .insert(courses)
      .values({
        name: definition.name,
        description: definition.description,
        mode: definition.mode,
        publish_status: PUBLISH_STATUS.public,
        // The intensive course keeps its students to the order of the steps.
        sequential: definition.mode === COURSE_MODE.intensive,
      })
      .returning({ id: courses.id });
    await db.insert(courseCurricula).values(
      course.curricula.map((curriculum, index) => ({
        course_id: row!.id,
        curriculum_id: curriculumIds[index]!,
        position: index + 1,
        normal_days: curriculum.normalDays,
        intensive_days: curriculum.intensiveDays,
      })),
    );
  }
}

type DemoCurriculum = DemoContext['course']['curricula'][number];

/** A public curriculum and its public steps in the given order; answers their ids. */
async function insertCurriculum(
  db: SeedContext['db'],
  curriculum: Pick<DemoCurriculum, 'name' | 'description' | 'normalDays' | 'intensiveDays'>,
  stepTexts: readonly DemoCurriculum['steps'][number][],
): Promise<{ curriculumId: number; stepIds: number[] }> {
  const [row] = await db
    .insert(curricula)
    .values({
      name: curriculum.name,
      description: curriculum.description,
      publish_status: PUBLISH_STATUS.public,
      normal_days: curriculum.normalDays,
      intensive_days: curriculum.intensiveDays,
    })
    .returning({ id: curricula.id });
  const stepRows = await db
    .insert(steps)
    .values(
      stepTexts.map((step, index) => ({
        curriculum_id: row!.id,
        position: index + 1,
        title: step.title,
        step_type: step.type,
        body: step.body,
        standard_hours: step.standardHours,
        publish_status: PUBLISH_STATUS.public,
      })),
    )
    .returning({ id: steps.id });
  return { curriculumId: row!.id, stepIds: stepRows.map((step) => step.id) };
}
