import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDemoCourse } from './demo-course.ts';

const COURSE_DIR = path.join(import.meta.dirname, 'course');

describe('the demo course files', () => {
  it('give every step its Markdown and every video its file, and hold no file the manifest does not name', () => {
    const course = readDemoCourse();
    const steps = course.curricula.flatMap((curriculum) => curriculum.steps);
    expect([course.courses.length, course.curricula.length, steps.length]).toEqual([2, 7, 46]);
    for (const step of steps) expect(step.body, step.title).toMatch(/^## /);
    expect(course.movies.map((movie) => fs.statSync(movie.filePath).size > 10_000)).toEqual([true, true, true]);

    const manifest = JSON.parse(fs.readFileSync(path.join(COURSE_DIR, 'course.json'), 'utf8')) as { curricula: Array<{ steps: Array<{ body: string }> }> };
    const named = manifest.curricula.flatMap((curriculum) => curriculum.steps.map((step) => step.body)).sort();
    const present = fs.readdirSync(COURSE_DIR, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md')).map((file) => file.split(path.sep).join('/')).sort();
    expect(present).toEqual(named);
  });
});
