import type { OnboardingState } from '@manabiya/domain/contracts/onboarding';
import { ONBOARDING_STEPS } from '@manabiya/domain/enums/onboarding';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSignedInUser } from '../../../lib/auth-store.ts';
import { initI18n } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { buildStudent } from '../../../test/user-fixtures.ts';
import { OnboardingFlow } from './onboarding-flow.tsx';
import type { SurveyStepProps } from './onboarding-step-props.ts';
import { ONBOARDING_STEP_SCREENS } from './onboarding-steps.ts';

/** The initial survey's form as the portal hands it in: here a button that says the survey is answered. */
function SurveyStub({ onAnswered }: SurveyStepProps) {
  return (
    <button type="button" onClick={() => void onAnswered()}>
      survey answered
    </button>
  );
}

function stubApi(routes: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const body = routes[input];
      return Promise.resolve(
        body === undefined
          ? new Response(JSON.stringify({ message: 'not found', code: 'not_found' }), { status: 404 })
          : new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      );
    }),
  );
}

function stateAt(current: (typeof ONBOARDING_STEPS)[number]): OnboardingState {
  const index = ONBOARDING_STEPS.indexOf(current);
  return {
    steps: ONBOARDING_STEPS.map((key, i) => ({ key, number: i + 1, done: i < index })),
    current_step: current,
    completed: false,
  };
}

beforeEach(async () => {
  localStorage.clear();
  initI18n();
  await i18next.changeLanguage('ja');
  setSignedInUser(buildStudent({ init_input_flg: 0, name: '新人 翼', name_kana: 'シンジン ツバサ' }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('onboarding step screens', () => {
  it('has a screen and a label in both languages for every step of ONBOARDING_STEPS', () => {
    expect(Object.keys(ONBOARDING_STEP_SCREENS).sort()).toEqual([...ONBOARDING_STEPS].sort());
    for (const step of ONBOARDING_STEPS) {
      expect(typeof ONBOARDING_STEP_SCREENS[step]).toBe('function');
      expect(i18next.getFixedT('ja')(`onboarding.steps.${step}`)).not.toBe(`onboarding.steps.${step}`);
      expect(i18next.getFixedT('en')(`onboarding.steps.${step}`)).not.toBe(`onboarding.steps.${step}`);
    }
  });

  it('shows every server step in the stepper and the current step’s screen', async () => {
    stubApi({ '/api/student/onboarding': stateAt('initial_profile') });
    renderWithProviders(<OnboardingFlow userName="新人 翼" surveyStep={(props) => <SurveyStub {...props} />} />);
    const stepper = await screen.findByTestId('onboarding-stepper');
    for (const step of ONBOARDING_STEPS) expect(within(stepper).getByText(i18next.t(`onboarding.steps.${step}`))).toBeTruthy();
    expect(await screen.findByRole('button', { name: '登録して次へ' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/氏名/, { selector: 'input' }).value).toBe('新人 翼');
  });

  it('opens the orientation when the profile is already done', async () => {
    stubApi({
      '/api/student/onboarding': stateAt('orientation'),
      '/api/student/onboarding/orientation': { body_markdown: '# ようこそ\n\n学習の進め方です。' },
    });
    renderWithProviders(<OnboardingFlow userName="新人 翼" surveyStep={(props) => <SurveyStub {...props} />} />);
    expect(await screen.findByRole('heading', { name: 'ようこそ' })).toBeTruthy();
    const start = screen.getByRole('button', { name: '学習をはじめる' });
    expect(start.hasAttribute('disabled')).toBe(false);
  });

  it('shows the initial survey’s form at step 2 and, once it is answered, reads the state again and moves on', async () => {
    let state = stateAt('initial_survey');
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string) => {
        const body = input === '/api/student/onboarding' ? state : input === '/api/student/onboarding/orientation' ? { body_markdown: '# ようこそ' } : undefined;
        return Promise.resolve(
          body === undefined
            ? new Response(JSON.stringify({ message: 'not found', code: 'not_found' }), { status: 404 })
            : new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
        );
      }),
    );
    renderWithProviders(<OnboardingFlow userName="新人 翼" surveyStep={(props) => <SurveyStub {...props} />} />);
    const answered = await screen.findByRole('button', { name: 'survey answered' });
    state = stateAt('orientation');
    fireEvent.click(answered);
    expect(await screen.findByRole('heading', { name: 'ようこそ' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'survey answered' })).toBeNull();
  });
});
