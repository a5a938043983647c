/** Wire shapes of Thinkific webhooks and Admin API answers (only the fields we read). */

export interface ThinkificEnvelope {
  id: string;
  resource: string;
  action: string;
  tenant_id?: string;
  created_at?: string;
  payload: Record<string, unknown>;
}

export interface ThinkificUserRef {
  id?: number | string;
  email?: string;
  first_name?: string;
  last_name?: string;
  roles?: string[];
}

export interface ThinkificCourseRef {
  id?: number | string;
  name?: string;
  slug?: string;
  description?: string;
}

/** enrollment.created / enrollment.progress payload: the enrollment itself with its user and course. */
export interface ThinkificEnrollmentPayload {
  id?: number | string;
  user?: ThinkificUserRef;
  course?: ThinkificCourseRef;
  course_id?: number | string;
  percentage_completed?: string | number;
  last_percentage_completed?: string | number;
  started_at?: string;
  activated_at?: string;
  completed_at?: string;
  created_at?: string;
  expiry_date?: string | null;
  expired?: boolean;
  free_trial?: boolean;
  updated_at?: string;
}

/** user.updated payload: the user after the change (e-mail, name or role). */
export interface ThinkificUserPayload {
  id?: number | string;
  email?: string;
  first_name?: string;
  last_name?: string;
}

/** lesson.completed payload. */
export interface ThinkificLessonPayload {
  user?: ThinkificUserRef;
  course?: ThinkificCourseRef;
  enrollment?: { id?: number | string };
  lesson?: {
    id?: number | string;
    name?: string;
    type?: string;
    lesson_type?: string;
    position?: number;
    chapter?: { id?: number | string; name?: string };
  };
  chapter?: { id?: number | string; name?: string };
  completed_at?: string;
}

/** An enrollment from GET /enrollments (Admin API): percentage_completed on a 0-1 scale. */
export interface ThinkificApiEnrollment {
  id: number;
  user_id: number;
  user_email: string;
  user_name?: string;
  course_id: number;
  course_name: string;
  percentage_completed: string | number;
  is_free_trial?: boolean;
  completed?: boolean;
  expired?: boolean;
  started_at?: string | null;
  activated_at?: string | null;
  completed_at?: string | null;
  created_at?: string | null;
  updated_at?: string | null;
  expiry_date?: string | null;
}

export interface ThinkificPage<T> {
  items: T[];
  meta: {
    pagination: {
      current_page: number;
      next_page: number | null;
      prev_page?: number | null;
      total_pages: number;
      total_items: number;
    };
  };
}
