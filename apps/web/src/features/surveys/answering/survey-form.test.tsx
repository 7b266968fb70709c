import type { StudentSurvey } from '@manabiya/domain/contracts/surveys';
import { SURVEY_QUESTION_KIND, SURVEY_TYPE } from '@manabiya/domain/enums/surveys';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { initI18n } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { answerBodyOf, questionOfField, SurveyForm } from './survey-form.tsx';

const SURVEY: StudentSurvey = {
  id: 7,
  type: SURVEY_TYPE.initial,
  title: '受講開始アンケート',
  description: null,
  anonymous: false,
  closes_at: null,
  answered: false,
  questions: [
    { id: 11, position: 1, kind: SURVEY_QUESTION_KIND.single, body: '受講のきっかけは？', options: [{ key: 1, text: '会社の研修' }, { key: 2, text: '自分で' }], required: true },
    { id: 12, position: 2, kind: SURVEY_QUESTION_KIND.multiple, body: '学びたいこと', options: [{ key: 1, text: 'HTML' }, { key: 2, text: 'SQL' }, { key: 3, text: 'Git' }], required: false },
    { id: 13, position: 3, kind: SURVEY_QUESTION_KIND.scale, body: 'プログラミングに自信がある', options: [], required: true },
    { id: 14, position: 4, kind: SURVEY_QUESTION_KIND.text, body: 'ひとこと', options: [], required: false },
  ],
};

beforeEach(async () => {
  // jsdom lays nothing out: scrolling a question into view is a no-op here.
  Element.prototype.scrollIntoView = vi.fn();
  initI18n();
  await i18next.changeLanguage('ja');
  await i18next.loadNamespaces('surveyAnswer');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('answerBodyOf', () => {
  it('sends one answer per answered question in the survey’s order, texts trimmed, blanks left out', () => {
    const body = answerBodyOf(SURVEY, { 14: { text: '  よろしく ' }, 11: { option_keys: [2] }, 12: { option_keys: [] }, 13: { scale: 4 } });
    expect(body).toEqual({
      answers: [
        { question_id: 11, option_keys: [2] },
        { question_id: 13, scale: 4 },
        { question_id: 14, text: 'よろしく' },
      ],
    });
    expect(answerBodyOf(SURVEY, { 14: { text: '   ' } })).toEqual({ answers: [] });
  });
});

describe('questionOfField', () => {
  const sent = { answers: [{ question_id: 11, option_keys: [1] }, { question_id: 14, text: 'x' }] };
  it('reads the service’s question ids and the body checks’ places', () => {
    expect(questionOfField('answers.13', sent)).toBe(13);
    expect(questionOfField('answers.1.text', sent)).toBe(14);
    expect(questionOfField('answers.5.text', sent)).toBeUndefined();
    expect(questionOfField('title', sent)).toBeUndefined();
  });
});

describe('SurveyForm', () => {
  it('refuses a required question left empty before sending, then sends the answers', async () => {
    const send = vi.fn(() => Promise.resolve({ survey_id: 7, answered_at: '2026-01-01T00:00:00.000Z' }));
    const onSent = vi.fn();
    renderWithProviders(<SurveyForm survey={SURVEY} send={send} onSent={onSent} />);
    fireEvent.click(await screen.findByRole('button', { name: '回答を送信する' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByTestId('survey-form-errors').textContent).toContain('2件の設問を確認してください。');
    const [first, , third] = screen.getAllByTestId('survey-question');
    expect(within(first!).getByTestId('survey-question-error').textContent).toBe('必須の設問です。回答してください。');
    expect(within(third!).getByTestId('survey-question-error')).toBeTruthy();
    expect(document.activeElement).toBe(first);

    fireEvent.click(screen.getByRole('radio', { name: '会社の研修' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'SQL' }));
    fireEvent.click(screen.getByRole('button', { name: '4' }));
    expect(screen.queryByTestId('survey-form-errors')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '回答を送信する' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(send).toHaveBeenCalledWith({ answers: [{ question_id: 11, option_keys: [1] }, { question_id: 12, option_keys: [2] }, { question_id: 13, scale: 4 }] });
  });

  it('shows the server’s refusal on the question it names', async () => {
    const refusal = new ApiError(400, '必須の設問に回答してください。', { details: { 'answers.13': '必須の設問に回答してください。' } });
    const send = vi.fn(() => Promise.reject(refusal));
    renderWithProviders(<SurveyForm survey={{ ...SURVEY, questions: SURVEY.questions.map((question) => ({ ...question, required: false })) }} send={send} onSent={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: '回答を送信する' }));
    const third = screen.getAllByTestId('survey-question')[2]!;
    await waitFor(() => expect(within(third).getByTestId('survey-question-error').textContent).toBe('必須の設問に回答してください。'));
    expect(screen.getAllByTestId('survey-question-error')).toHaveLength(1);
  });
});
