import { COURSE_MODE, GRADES, RETIRE_REASON, STUDENT_STATUS, type StudentStatus } from '@manabiya/domain/enums/student';
import { students } from '../../db/schema/students.ts';
import { daysBefore, insertInChunks, isoDate, personName, SEED_EMAIL_DOMAIN, type SeedContext } from '../../seed/seed-kit.ts';

const PREFECTURE_IDS = [13, 13, 13, 14, 27, 23, 40, 1, 11, 12, 26, 28, 4, 34] as const;
const RETIRE_REASONS = Object.values(RETIRE_REASON);
const GRADUATED = [STUDENT_STATUS.graduated, STUDENT_STATUS.graduated_server, STUDENT_STATUS.graduated_other] as const;

/** Quarterly intakes over the last three years, six months each (intensive: three). */
function intakeDates(anchor: Date): string[] {
  const year = anchor.getUTCFullYear();
  const intakes: string[] = [];
  for (let y = year - 3; y <= year; y++) for (const month of ['01', '04', '07', '10']) intakes.push(`${y}-${month}-01`);
  return intakes.filter((date) => date <= isoDate(anchor));
}

/**
 * Students spread over the companies, with realistic names, statuses by intake (those whose course
 * ended have mostly graduated, some retired; the rest are taking it), about 5 % not yet onboarded.
 */
export async function seedStudents(context: SeedContext): Promise<void> {
  const { db, random, made, size, anchor, passwordHash } = context;
  const intakes = intakeDates(anchor);
  const today = isoDate(anchor);
  const rows = Array.from({ length: size.students }, (_, i) => {
    const person = personName(random);
    const intensive = random.chance(0.2);
    // Recent intakes are bigger (the school grows): about half the students are taking their course.
    const start = intakes[intakes.length - 1 - Math.floor(random.next() ** 3 * intakes.length)]!;
    const end = isoDate(daysBefore(new Date(`${start}T00:00:00Z`), intensive ? -91 : -182));
    const finished = end < today;
    let status: StudentStatus = STUDENT_STATUS.taking;
    if (finished) status = random.chance(0.9) ? random.pick(GRADUATED) : STUDENT_STATUS.retired;
    else if (random.chance(0.03)) status = STUDENT_STATUS.retired;
    const retired = status === STUDENT_STATUS.retired;
    const onboarded = !random.chance(0.05);
    // The seeded courses come as [normal, intensive, another normal one]: intensive students take the second.
    const [normalCourse, intensiveCourse, otherCourse] = made.courseIds;
    const course_id = intensive ? (intensiveCourse ?? null) : random.chance(0.2) ? (otherCourse ?? normalCourse ?? null) : (normalCourse ?? null);
    return {
      course_id,
      // Students of big companies cluster: the square skews the spread so a few companies have hundreds.
      company_id: made.companyIds[Math.floor(random.next() ** 2 * made.companyIds.length)]!,
      email: `student${String(i + 1).padStart(5, '0')}@${SEED_EMAIL_DOMAIN}`,
      password_hash: passwordHash,
      name: person.name,
      name_kana: person.name_kana,
      gender: onboarded ? person.gender : null,
      init_input_flg: onboarded ? 1 : 0,
      final_input_flg: finished && onboarded ? 1 : 0,
      status,
      retire_reason: retired ? random.pick(RETIRE_REASONS) : null,
      retire_date: retired ? (finished ? end : today) : null,
      grade: onboarded ? random.pick(GRADES) : null,
      course_mode: intensive ? COURSE_MODE.intensive : COURSE_MODE.normal,
      start_date: start,
      end_date: end,
      birthday: onboarded ? `${random.int(1966, 2004)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}` : null,
      prefecture_id: onboarded ? random.pick(PREFECTURE_IDS) : null,
      active: !retired || random.chance(0.5),
    };
  });
  await insertInChunks(db, students, rows, 500);
}
