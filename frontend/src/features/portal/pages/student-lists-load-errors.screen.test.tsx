// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../../api/types';
import { refusal, serveApi, type ApiReply } from '../../../test/api';
import { findAlert, renderPage } from '../../../test/render';
import { SPEC_ASSUMPTIONS, STUDENT } from '../../../test/fixtures';
import StudentDashboardPage from './StudentDashboardPage';

/**
 * Issue 27 (the student half of e2e/honest-errors.spec.ts): a tab of /student-dashboard whose list failed to load
 * says "Failed to load ..." with Retry, never its empty state; Retry asks again and shows the list.
 */

/** What every call of the dashboard answers when it loads (typed by the OpenAPI document). */
const LOADED: Record<string, ApiReply> = {
  'GET /api/auth/check': {
    body: { success: true, authenticated: true, user: STUDENT } satisfies Schemas['AuthCheckResponseDto'],
  },
  'GET /api/site-config': { body: {} },
  'GET /api/fix-flip/properties': { body: [] satisfies Schemas['FixFlipPropertyDto'][] },
  'GET /api/course/recordings': { body: { success: true, recordings: [] } satisfies Schemas['RecordingListDto'] },
  'GET /api/course/resources': { body: { success: true, resources: [] } satisfies Schemas['ResourceListDto'] },
  'GET /api/student/thinkrific/courses': { body: [] satisfies Schemas['StudentCourseDto'][] },
  'GET /api/student/thinkrific/progress': { body: [] satisfies Schemas['StudentProgressItemDto'][] },
  'GET /api/student/thinkrific/lessons': { body: [] satisfies Schemas['StudentLessonDto'][] },
  'GET /api/fix-flip/assumptions': {
    body: {
      assumptions: SPEC_ASSUMPTIONS,
      isCustom: false,
      name: null,
      updatedAt: null,
    } satisfies Schemas['AssumptionSetDto'],
  },
  'GET /api/fix-flip/rules': {
    body: {
      defaultAssumptions: SPEC_ASSUMPTIONS,
      agentCommissionRate: 0.025,
      annualTaxRate: 0.015,
      closingCostRate: 0.01,
      hardMoneyAnnualRate: 0.09,
      hardMoneyPoints: 0.01,
      poolRenovationCost: 50000,
      profitRate: 0.1,
      rehabLevels: [],
      sensitivityArvChanges: [-0.1, -0.05, 0, 0.05, 0.1],
      sensitivityRehabChanges: [-0.2, -0.1, 0, 0.1, 0.2],
      seventyPercentRuleRate: 0.7,
    } satisfies Schemas['FixFlipRulesDto'],
  },
};

interface StudentList {
  tab: string;
  /** The list's call, as serveApi keys it. */
  api: string;
  failed: string;
  /** The tab's empty state, which must not show for a failed load: the answer after Retry is empty, so it shows then. */
  empty?: string;
}

const STUDENT_LISTS: StudentList[] = [
  { tab: 'fix-flip', api: 'GET /api/fix-flip/properties', failed: 'Failed to load your saved analyses' },
  { tab: 'pipeline', api: 'GET /api/fix-flip/properties', failed: 'Failed to load your deals' },
  {
    tab: 'recordings',
    api: 'GET /api/course/recordings',
    failed: 'Failed to load recordings',
    empty: 'No course recordings available yet.',
  },
  {
    tab: 'resources',
    api: 'GET /api/course/resources',
    failed: 'Failed to load resources',
    empty: 'No course resources available yet.',
  },
  {
    tab: 'training',
    api: 'GET /api/student/thinkrific/courses',
    failed: 'Failed to load your courses',
    empty: 'No Enrolled Courses Found',
  },
];

describe("the student's lists that fail to load", () => {
  for (const list of STUDENT_LISTS)
    it(`?tab=${list.tab}: "${list.failed}" with Retry, which loads it`, async () => {
      let failing = true;
      const api = serveApi({
        ...LOADED,
        [list.api]: () => (failing ? refusal(500, 'Internal server error') : LOADED[list.api]),
      });
      renderPage(<StudentDashboardPage />, `/student-dashboard?tab=${list.tab}`);

      const alert = await findAlert(list.failed);
      if (list.empty) expect(screen.queryByText(list.empty, { exact: true })).toBeNull();
      expect(api.unhandled).toEqual([]);

      failing = false;
      const before = api.callsTo(list.api).length;
      fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      if (list.empty) expect(await screen.findByText(list.empty, { exact: true })).toBeTruthy();
      await waitFor(() => expect(screen.queryByText(list.failed, { exact: true })).toBeNull());
      expect(alert.isConnected).toBe(false);
      expect(api.callsTo(list.api)).toHaveLength(before + 1);
    });
});
