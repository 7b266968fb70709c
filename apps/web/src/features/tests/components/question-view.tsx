import type { AnswerValue, AttemptQuestion } from '@manabiya/domain/contracts/tests';
import { useState } from 'react';
import { QuestionCard } from '../taking/question-card.tsx';

/**
 * One question as a student is given it, the card of the attempt screen itself (its body and the
 * controls to answer, never its answer key); the answer here is the page's own (a preview keeps nothing).
 */
export function QuestionView({ question, number }: { question: AttemptQuestion; number: number }) {
  const [answer, setAnswer] = useState<AnswerValue>();
  return <QuestionCard question={question} number={number} answer={answer} onChange={(_, value) => setAnswer(value)} disabled={false} />;
}
