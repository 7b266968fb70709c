import type { AttemptQuestion } from '@manabiya/domain/contracts/tests';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';
import { questionElementId, questionHeadingId } from './question-card.tsx';

interface QuestionNavigatorProps {
  questions: readonly AttemptQuestion[];
  answered: (questionId: number) => boolean;
}

/** Moves to a question: scrolls its card into view and puts the focus on its heading. */
export function goToQuestion(questionId: number): void {
  document.getElementById(questionElementId(questionId))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  document.getElementById(questionHeadingId(questionId))?.focus({ preventScroll: true });
}

/** One numbered button per question, filled when answered: the way to jump to any question. */
export function QuestionNavigator({ questions, answered }: QuestionNavigatorProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('testTaking.attempt.navigator')}
      data-testid="question-navigator"
      sx={{ display: 'flex', gap: 0.75, flexWrap: { xs: 'nowrap', sm: 'wrap' }, overflowX: { xs: 'auto', sm: 'visible' }, maxHeight: { sm: 84 }, overflowY: { sm: 'auto' }, py: 0.5, px: 0.25 }}
    >
      {questions.map((question) => {
        const done = answered(question.id);
        return (
          <ButtonBase
            key={question.id}
            onClick={() => goToQuestion(question.id)}
            aria-label={t(done ? 'testTaking.attempt.navAnswered' : 'testTaking.attempt.navUnanswered', { number: question.position })}
            data-testid="nav-question"
            data-answered={done}
            sx={(theme) => ({
              flex: 'none',
              width: 36,
              height: 36,
              borderRadius: 1.5,
              fontWeight: 700,
              fontSize: 14,
              border: `1px solid ${done ? theme.palette.primary.main : theme.palette.grey[500]}`,
              bgcolor: done ? 'primary.main' : 'background.paper',
              color: done ? 'primary.contrastText' : 'text.primary',
              '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
            })}
          >
            {question.position}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
