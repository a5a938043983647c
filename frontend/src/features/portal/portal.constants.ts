/** Texts and figures of the student portal (spec 2 §2, §8, §9). */
export const PORTAL_TEXT = {
  notSignedIn: 'Please log in to access your dashboard',
  goToLogin: 'Go to Login',
  noRecordings: 'No course recordings available yet.',
  noResources: 'No course resources available yet.',
  noCourses: 'No Enrolled Courses Found',
  backToDashboard: 'Back to Dashboard',
} as const;

/** Recording cards show at most 3 tags. */
export const MAX_RECORDING_TAGS = 3;
/** Modules Completed shows lessons out of a fixed 12. */
export const TOTAL_MODULES = 12;

/** "3 of 12": completed lessons out of the total, never more than the total ("15 of 12" read as a bug). */
export const modulesCompletedText = (completed: number) =>
  `${Math.min(Math.max(0, completed), TOTAL_MODULES)} of ${TOTAL_MODULES}`;

/** Whether the student has completed any quiz (the course platform's lesson type "quiz"). */
export const hasQuizzes = (lessons: ReadonlyArray<{ lessonType?: string | null }> | undefined) =>
  !!lessons?.some((l) => /quiz/i.test(l.lessonType ?? ''));

/** Quiz Average placeholder: 85 plus the integer part of completion / 10, capped at 95 (spec 2 §9). */
export function quizAverage(completionPct: number): number {
  return Math.min(95, 85 + Math.trunc((Number.isFinite(completionPct) ? completionPct : 0) / 10));
}

/** The tool pages' heading and introduction (each page's, and the frame the build renders for it: prerender.tsx). */
export const TOOL_PAGE_INTROS = {
  '/rental-underwriter': {
    title: 'Rental Underwriter',
    intro: 'Underwrite a buy-and-hold rental: enter the purchase, income and expenses, then analyze the deal.',
  },
  '/creative-finance-calculator': {
    title: 'Creative Finance Calculator',
    intro:
      'Compare creative ways to buy: take over the existing loan, let the seller carry the note, or lease with an option to buy.',
  },
  '/scripts-objections': {
    title: 'Scripts & Objections',
    intro: 'Proven call scripts and answers to the objections you will hear most.',
  },
} as const;

export const PORTAL_TOOLS = [
  {
    to: '/rental-underwriter',
    title: 'Rental Underwriter',
    description: 'Analyze buy-and-hold rentals: cash flow, cap rate, cash-on-cash return and the 1% and 2% rules.',
  },
  {
    to: '/creative-finance-calculator',
    title: 'Creative Finance Calculator',
    description: 'Model Subject-To, Seller Financing and Lease Option deals side by side.',
  },
  {
    to: '/scripts-objections',
    title: 'Scripts & Objections',
    description: 'Call scripts for sellers, buyers, agents and contractors, with answers to common objections.',
  },
] as const;
