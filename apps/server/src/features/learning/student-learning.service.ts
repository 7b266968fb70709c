import type { CompleteStepResponse, CourseInfo, CourseMap, CurriculumDetail, StepPage, StudentProgress } from '@manabiya/domain/contracts/learning';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { movieEndpoints } from '@manabiya/domain/endpoints/movies';
import { COMPLETION_SOURCE } from '@manabiya/domain/enums/learning';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { presentCurriculum, presentStep, standingOfPlan, type CoursePlan } from './course-plan.ts';
import { STEP_NOT_FOUND, type ProgressService, type StudentPlan } from './progress.service.ts';
import * as repo from './student-learning.repository.ts';

export const CURRICULUM_NOT_FOUND = 'カリキュラムが見つかりません。コースの内容が変わった可能性があります。';

type WithPlan = StudentPlan & { plan: CoursePlan; student: StudentPlan['student'] & { course: NonNullable<StudentPlan['student']['course']> } };

const hasPlan = (current: StudentPlan | undefined): current is WithPlan => Boolean(current?.plan && current.student.course);

function courseInfo(current: WithPlan): CourseInfo {
  const { course, courseMode } = current.student;
  return { id: course.id, name: course.name, description: course.description, course_mode: courseMode, sequential: course.sequential };
}

export type StudentLearningService = ReturnType<typeof createStudentLearningService>;

/**
 * What a student sees of its own course (only public curricula and steps of the course the student
 * follows; anything else is 404): the course map, a curriculum, a step page, completing a
 * self-study step through the progress service, and the progress against the plan.
 */
export function createStudentLearningService({ db, progress }: { db: Db; progress: ProgressService }) {
  async function currentPlan(studentId: number): Promise<WithPlan | undefined> {
    const current = await progress.planOf(studentId);
    return hasPlan(current) ? current : undefined;
  }

  return {
    async courseMap(studentId: number): Promise<CourseMap> {
      const current = await currentPlan(studentId);
      if (!current) return { course: null, curricula: [], next_step: null, standing: null };
      const { plan } = current;
      const standing = standingOfPlan(plan, current.student.startDate, current.today);
      return {
        course: courseInfo(current),
        curricula: plan.curricula.map((curriculum) => ({ ...presentCurriculum(curriculum, plan, standing), steps: curriculum.steps.map(presentStep) })),
        next_step: plan.nextStep && presentStep(plan.nextStep),
        standing,
      };
    },

    async curriculum(studentId: number, curriculumId: number): Promise<CurriculumDetail> {
      const current = await currentPlan(studentId);
      const index = current?.plan.curricula.findIndex((curriculum) => curriculum.id === curriculumId) ?? -1;
      if (!current || index < 0) throw notFound(CURRICULUM_NOT_FOUND);
      const list = current.plan.curricula;
      const curriculum = list[index]!;
      const link = (other: (typeof list)[number] | undefined) => (other ? { id: other.id, name: other.name } : null);
      return {
        course: courseInfo(current),
        curriculum: presentCurriculum(curriculum, current.plan, standingOfPlan(current.plan, current.student.startDate, current.today)),
        steps: curriculum.steps.map(presentStep),
        previous_curriculum: link(list[index - 1]),
        next_curriculum: link(list[index + 1]),
      };
    },

    async step(studentId: number, stepId: number): Promise<StepPage> {
      const current = await currentPlan(studentId);
      const step = current?.plan.steps.find((candidate) => candidate.ref.id === stepId);
      if (!current || !step) throw notFound(STEP_NOT_FOUND);
      const curriculum = current.plan.curricula.find((candidate) => candidate.id === step.ref.curriculum_id)!;
      const locked = step.state === 'locked';
      // A locked step shows only what opens it, not its content.
      const [body, movieRows, attachmentRows] = locked
        ? ['', [], []]
        : await Promise.all([repo.stepBody(db, stepId), repo.moviesOfStep(db, stepId, studentId), repo.attachmentsOfStep(db, stepId)]);
      return {
        ...presentStep(step),
        course_id: current.student.course.id,
        body,
        number: step.number,
        count: curriculum.steps.length,
        movies: movieRows.map((movie) => ({
          id: movie.id,
          title: movie.title,
          duration_seconds: movie.durationSeconds,
          stream_url: pathOf(movieEndpoints.studentStream, { id: movie.id }),
          position_seconds: movie.positionSeconds ?? 0,
          watched_seconds: movie.watchedSeconds ?? 0,
        })),
        attachments: attachmentRows.map((file) => ({ id: file.id, file_name: file.fileName, content_type: file.contentType, size_bytes: file.sizeBytes, url: file.path })),
        previous: step.previous,
        next: step.next,
      };
    },

    /** Completes a self-study step; 404 for a step the student cannot see, 409 for an assignment or a locked step. */
    async completeStep(studentId: number, stepId: number): Promise<CompleteStepResponse> {
      const current = await currentPlan(studentId);
      if (!current?.plan.steps.some((candidate) => candidate.ref.id === stepId)) throw notFound(STEP_NOT_FOUND);
      const result = await db.transaction((tx) => progress.completeStep(tx, { studentId, stepId, source: COMPLETION_SOURCE.self }));
      const after = await currentPlan(studentId);
      if (!after) throw notFound(STEP_NOT_FOUND);
      return {
        step_id: stepId,
        newly_completed: result.newlyCompleted,
        completed_at: result.completedAt.toISOString(),
        next_step: after.plan.nextStep && presentStep(after.plan.nextStep),
        standing: standingOfPlan(after.plan, after.student.startDate, after.today),
      };
    },

    async progress(studentId: number): Promise<StudentProgress> {
      const current = await currentPlan(studentId);
      if (!current) return { courses: [] };
      const { plan } = current;
      const standing = standingOfPlan(plan, current.student.startDate, current.today);
      return {
        courses: [
          {
            course: courseInfo(current),
            curricula: plan.curricula.map((curriculum) => presentCurriculum(curriculum, plan, standing)),
            current_step: plan.nextStep && presentStep(plan.nextStep),
            standing,
          },
        ],
      };
    },
  };
}
