import { describe, expect, it } from 'vitest';
import { hasQuizzes, modulesCompletedText, quizAverage } from './portal.constants';

describe('training progress tiles', () => {
  it('caps modules completed at the total', () => {
    expect(modulesCompletedText(0)).toBe('0 of 12');
    expect(modulesCompletedText(3)).toBe('3 of 12');
    expect(modulesCompletedText(12)).toBe('12 of 12');
    expect(modulesCompletedText(15)).toBe('12 of 12');
  });

  it('has a quiz average only when a quiz was completed', () => {
    expect(hasQuizzes(undefined)).toBe(false);
    expect(hasQuizzes([])).toBe(false);
    expect(hasQuizzes([{ lessonType: 'Lesson' }, { lessonType: null }, {}])).toBe(false);
    expect(hasQuizzes([{ lessonType: 'Lesson' }, { lessonType: 'Quiz' }])).toBe(true);
  });

  it('keeps the spec placeholder for the average: 85 + trunc(completion / 10), at most 95', () => {
    expect(quizAverage(24)).toBe(87);
    expect(quizAverage(100)).toBe(95);
  });
});
